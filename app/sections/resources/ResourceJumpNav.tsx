import { Link } from "react-router";
import { resourceSections, resourcesPage } from "../../content/resources";

/**
 * In-page links to the four sections of /resources, with the number of items each section has
 * (its full list, a "View all" away). The path is explicit: a bare hash resolves against the
 * prerendered location, "/resources/".
 */
export function ResourceJumpNav({ counts }: { counts: Readonly<Record<string, number>> }) {
  return (
    <nav aria-label={resourcesPage.jumpLabel} className="mt-10">
      <ul className="flex flex-wrap gap-2.5">
        {resourceSections.map((section) => (
          <li key={section.anchor}>
            <Link
              discover="none"
              to={{ pathname: resourcesPage.path, hash: `#${section.anchor}` }}
              className="inline-flex items-center gap-2 rounded-full border border-ink-200 bg-white/80 px-4 py-2 text-sm font-semibold text-ink-800 transition-colors hover:border-ink-900 hover:text-ink-950"
            >
              {section.title}
              <span className="rounded-full bg-ink-100 px-2 text-xs text-ink-700 tabular-nums">
                {counts[section.kind] ?? 0}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
