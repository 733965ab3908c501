import { type KeyboardEvent, useRef } from "react";
import type { Office } from "../../content/offices";

/**
 * The office chooser: native radio buttons in a labelled radio group (one office is always
 * selected). The browser gives one Tab stop, arrow keys that move and select with wraparound,
 * Space and click; Enter, Home and End are added here.
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
  const refs = useRef(new Map<string, HTMLInputElement>());

  const onKeyDown = (event: KeyboardEvent, office: Office) => {
    let target: Office | undefined;
    if (event.key === "Enter") target = office;
    else if (event.key === "Home") target = offices[0];
    else if (event.key === "End") target = offices[offices.length - 1];
    else return;
    event.preventDefault();
    if (!target) return;
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {offices.map((office) => {
        const checked = office.key === selected;
        return (
          <label
            key={office.key}
            className={`relative flex w-full cursor-pointer items-start gap-4 overflow-hidden rounded-card border p-5 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-teal-600 ${
              checked
                ? "border-ink-900 bg-white shadow-card ring-1 ring-ink-900"
                : "border-ink-100 bg-white/60 hover:border-ink-300 hover:bg-white"
            }`}
          >
            <input
              ref={(el) => {
                if (el) refs.current.set(office.key, el);
                else refs.current.delete(office.key);
              }}
              type="radio"
              name="office"
              value={office.key}
              checked={checked}
              // What the browser does anyway (one Tab stop: the checked radio), made explicit.
              tabIndex={checked ? 0 : -1}
              onChange={() => onSelect(office.key)}
              onKeyDown={(e) => onKeyDown(e, office)}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-ink-900"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-display text-xl font-semibold text-ink-950">
                <svg
                  aria-hidden="true"
                  focusable="false"
                  width="10"
                  height="10"
                  viewBox="0 0 10 10"
                >
                  <circle cx="5" cy="5" r="5" fill={office.color} />
                </svg>
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
            {checked && (
              <svg
                aria-hidden="true"
                focusable="false"
                className="absolute inset-y-0 left-0 h-full w-1"
                preserveAspectRatio="none"
                viewBox="0 0 4 100"
              >
                <rect width="4" height="100" fill={office.color} />
              </svg>
            )}
          </label>
        );
      })}
    </div>
  );
}
