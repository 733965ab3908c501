import { Link } from "react-router";
import { type FacetLink, type Facets, resourceLabels as L } from "../../content/resources";

const chip =
  "inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors max-[359px]:px-3 max-[359px]:text-[0.8125rem]";

function FacetGroup({
  heading,
  links,
  current,
}: {
  heading: string;
  links: readonly FacetLink[];
  current?: string;
}) {
  if (links.length === 0) return null;
  return (
    <div className="min-w-0">
      <h2 className="text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">{heading}</h2>
      <ul className="mt-3 pill-row max-sm:fade-edges">
        {links.map((link) => {
          const active = link.to === current;
          return (
            <li key={link.to}>
              <Link
                discover="none"
                to={link.to}
                aria-current={active ? "page" : undefined}
                className={`${chip} ${
                  active
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-200 bg-white text-ink-800 hover:border-ink-900"
                }`}
              >
                {link.label}
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-white/20" : "bg-ink-100 text-ink-700"}`}
                >
                  {link.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Links to the prerendered filter views of a scope (the whole centre or one section): plain
 * links, so filtering works without JavaScript and every view has its own URL. A list of few
 * items (`compact`, FILTER_PANEL_OVER) folds the pills into one closed line, a `<details>` that
 * opens without JavaScript, so the panel never outweighs the cards (decision 0943).
 */
export function FilterNav({
  facets,
  all,
  current,
  compact = false,
}: {
  facets: Facets;
  /** The unfiltered scope, shown first when a filter is active. */
  all?: { label: string; to: string };
  current?: string;
  compact?: boolean;
}) {
  const allLink = all && (
    <Link
      discover="none"
      to={all.to}
      className="text-sm font-semibold text-teal-700 hover:underline"
    >
      {all.label}
    </Link>
  );
  const groups = (
    <div
      className={`grid gap-6 lg:grid-cols-2 ${
        compact
          ? "mt-4 rounded-card border border-ink-100 bg-white p-6 shadow-card max-[359px]:p-4"
          : ""
      }`}
    >
      <FacetGroup heading={L.byIndustry} links={facets.industries} current={current} />
      <FacetGroup heading={L.byTopic} links={facets.topics} current={current} />
    </div>
  );
  if (compact)
    return (
      <nav aria-label={L.filterNav} className="filter-fold">
        {allLink && <p className="filter-fold-all">{allLink}</p>}
        <details>
          <summary>{L.browseFilters}</summary>
          {groups}
        </details>
      </nav>
    );
  return (
    <nav
      aria-label={L.filterNav}
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card max-[359px]:p-4"
    >
      {allLink && <p className="mb-5">{allLink}</p>}
      {groups}
    </nav>
  );
}
