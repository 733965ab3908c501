import { type KeyboardEvent, useEffect, useRef } from "react";
import { Icon } from "../../components/Icon";
import type { Office } from "../../content/offices";
import { useHydrated } from "../../hooks/useHydrated";
import { mapSearchUrl } from "../../lib/maps";
import { StatusMark } from "../../components/StatusMark";
import { contentPreview } from "../../lib/content-preview";

/**
 * The office chooser: native radio buttons in a labelled radio group (one office is always
 * selected). The browser gives one Tab stop, arrow keys that move and select with wraparound,
 * Space and click; Enter, Home and End are added here. The chosen card is styled from the
 * radio's :checked state, so a choice made before hydration shows at once; on mount that
 * choice becomes the selected office. Without JavaScript the radios (which would drive
 * nothing) are hidden and each card carries its own open-in-maps link (decision 0505); with
 * scripting on, until the script runs (or if it never loads), each card carries the same link
 * as an icon in its corner, where it moves nothing when it goes (decision 0506). When the
 * page's scripts failed to load, the picker is laid out as without JavaScript: a radio could
 * only show a choice the map never follows (decision 0507).
 */
export function OfficePicker({
  offices,
  selected,
  onSelect,
  label,
  openInMaps,
  newTabNote,
}: {
  offices: readonly Office[];
  selected: Office["key"];
  onSelect: (key: Office["key"]) => void;
  label: string;
  openInMaps: (name: string) => string;
  newTabNote: string;
}) {
  const refs = useRef(new Map<string, HTMLInputElement>());
  const mounted = useHydrated();

  // React hydrates a radio without touching its checked state: adopt an early choice once.
  useEffect(() => {
    const early = offices.find((o) => refs.current.get(o.key)?.checked);
    if (early && early.key !== selected) onSelect(early.key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    <div
      role="radiogroup"
      aria-label={label}
      className="grid gap-3 sm:grid-cols-2 lg:scripted:not-failed:grid-cols-1"
    >
      {offices.map((office) => {
        const checked = office.key === selected;
        return (
          <label
            key={office.key}
            className="group relative flex w-full cursor-pointer items-start gap-4 overflow-hidden rounded-card border border-ink-100 bg-white/60 p-5 transition hover:border-ink-300 hover:bg-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-teal-600 noscript:cursor-auto noscript:bg-white failed:cursor-auto failed:bg-white scripted:not-failed:has-checked:border-ink-900 scripted:not-failed:has-checked:bg-white scripted:not-failed:has-checked:shadow-card scripted:not-failed:has-checked:ring-1 scripted:not-failed:has-checked:ring-ink-900"
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
              className="mt-1 size-5 shrink-0 cursor-pointer accent-ink-900 noscript:hidden failed:hidden"
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
              <span className="mt-1 block text-sm text-ink-700">
                {office.address}
                {contentPreview && <StatusMark status={office.status} inline />}
              </span>
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
              {/* Until the script drives the map (or without it), each office links to its own. */}
              {!mounted && (
                <a
                  href={mapSearchUrl(office.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 hidden items-center gap-2 rounded-full border border-ink-200 px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink-900 hover:border-ink-900 noscript:inline-flex failed:inline-flex"
                >
                  {openInMaps(office.name)}
                  <span className="sr-only"> {newTabNote}</span>
                  <Icon name="external-link" size={15} />
                </a>
              )}
            </span>
            {!mounted && (
              <a
                href={mapSearchUrl(office.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="absolute top-3 right-3 hidden size-10 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 hover:border-ink-900 scripted:inline-flex failed:hidden"
              >
                <span className="sr-only">
                  {openInMaps(office.name)} {newTabNote}
                </span>
                <Icon name="external-link" size={16} />
              </a>
            )}
            <svg
              aria-hidden="true"
              focusable="false"
              className="absolute inset-y-0 left-0 hidden h-full w-1 scripted:not-failed:group-has-checked:block"
              preserveAspectRatio="none"
              viewBox="0 0 4 100"
            >
              <rect width="4" height="100" fill={office.color} />
            </svg>
          </label>
        );
      })}
    </div>
  );
}
