export interface TocGroup {
  title: string;
  id: string;
  entries: readonly { id: string; label: string; number?: number }[];
}

function TocList({ groups }: { groups: readonly TocGroup[] }) {
  return (
    <ol className="space-y-5">
      {groups.map((group) => (
        <li key={group.id}>
          <a
            href={`#${group.id}`}
            className="text-sm font-semibold text-ink-900 hover:text-teal-700 hover:underline"
          >
            {group.title}
          </a>
          {group.entries.length > 0 && (
            <ol className="mt-2 space-y-1.5 border-l border-ink-100 pl-4">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="flex gap-2 text-sm text-ink-600 hover:text-ink-950 hover:underline"
                  >
                    {entry.number !== undefined && (
                      <span className="w-5 shrink-0 text-right text-teal-700 tabular-nums">
                        {entry.number}
                      </span>
                    )}{" "}
                    <span>{entry.label}</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A long document's table of contents: a sticky column beside the text from `lg`, a disclosure
 * above it on smaller screens (so a phone reaches the first answer without scrolling past every
 * link). Plain links to anchors: they work before hydration and without JavaScript. Neither is
 * printed: the page's numbers and headings carry the structure on paper.
 */
export function DocumentToc({
  label,
  headingId,
  groups,
}: {
  label: string;
  headingId: string;
  groups: readonly TocGroup[];
}) {
  return (
    <nav
      aria-labelledby={headingId}
      className="self-start lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:overscroll-contain lg:pr-2 print:hidden"
    >
      <details className="rounded-card border border-ink-100 bg-white p-5 lg:hidden">
        <summary className="cursor-pointer text-sm font-semibold text-ink-900 marker:text-teal-700">
          {label}
        </summary>
        <div className="mt-4">
          <TocList groups={groups} />
        </div>
      </details>
      <div className="hidden lg:block">
        <h2 id={headingId} className="eyebrow">
          {label}
        </h2>
        <div className="mt-5">
          <TocList groups={groups} />
        </div>
      </div>
    </nav>
  );
}
