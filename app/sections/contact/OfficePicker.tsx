import { type KeyboardEvent, useRef } from "react";
import type { Office } from "../../content/offices";

/**
 * The office chooser: a WAI-ARIA radio group (one office is always selected). Click, Enter
 * or Space selects; arrow keys move and select with wraparound; Home and End; roving
 * tabindex so Tab enters at the selected office.
 */
export function OfficePicker({
  offices,
  selected,
  onSelect,
  label,
}: {
  offices: readonly Office[];
  selected: Office["key"];
  onSelect: (key: Office["key"]) => void;
  label: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const move = (target: Office | undefined) => {
    if (!target) return;
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const n = offices.length;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        move(offices[(index + 1) % n]);
        break;
      case "ArrowLeft":
      case "ArrowUp":
        move(offices[(index - 1 + n) % n]);
        break;
      case "Home":
        move(offices[0]);
        break;
      case "End":
        move(offices[n - 1]);
        break;
      case "Enter":
      case " ":
        onSelect(offices[index]!.key);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div role="radiogroup" aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {offices.map((office, index) => {
        const checked = office.key === selected;
        return (
          <button
            key={office.key}
            ref={(el) => {
              if (el) refs.current.set(office.key, el);
              else refs.current.delete(office.key);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onSelect(office.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`relative flex w-full items-start gap-4 rounded-card border p-5 text-left transition ${
              checked
                ? "border-ink-900 bg-white shadow-card ring-1 ring-ink-900"
                : "border-ink-100 bg-white/60 hover:border-ink-300 hover:bg-white"
            }`}
          >
            <span
              aria-hidden="true"
              className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2"
              style={{ borderColor: office.color }}
            >
              {checked && (
                <span className="size-2.5 rounded-full" style={{ backgroundColor: office.color }} />
              )}
            </span>
            <span className="min-w-0">
              <span className="block font-display text-xl font-semibold text-ink-950">
                {office.name}
              </span>
              <span className="mt-1 block text-sm text-ink-700">{office.address}</span>
              <span className="mt-3 flex flex-wrap gap-1.5">
                {office.tags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-medium text-ink-800"
                  >
                    {tag}
                  </span>
                ))}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="absolute inset-y-4 left-0 w-1 rounded-r-full"
              style={{ backgroundColor: checked ? office.color : "transparent" }}
            />
          </button>
        );
      })}
    </div>
  );
}
