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
 * links, so filtering works without JavaScript and every view has its own URL.
 */
export function FilterNav({
  facets,
  all,
  current,
}: {
  facets: Facets;
  /** The unfiltered scope, shown first when a filter is active. */
  all?: { label: string; to: string };
  current?: string;
}) {
  return (
    <nav
      aria-label={L.filterNav}
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card max-[359px]:p-4"
    >
      {all && (
        <p className="mb-5">
          <Link
            discover="none"
            to={all.to}
            className="text-sm font-semibold text-teal-700 hover:underline"
          >
            {all.label}
          </Link>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <FacetGroup heading={L.byIndustry} links={facets.industries} current={current} />
        <FacetGroup heading={L.byTopic} links={facets.topics} current={current} />
      </div>
    </nav>
  );
}
