import { Link } from "react-router";
import { type FacetLink, findSectionBySlug, type ResourceSummary } from "../../content/resources";
import { searchPage, searchPathFor } from "../../content/search";
import { ResourceMeta } from "../resources/ResourceMeta";

const copy = searchPage.start;

const chip =
  "inline-flex rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-800 hover:border-ink-900";

const heading = "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase";

/**
 * What /search shows before a query: searches to try (only when the script that runs them is
 * there: not without JavaScript, nor when it failed to load),
 * the Resource Center's topics and its newest items (plain links, so they work without).
 */
export function SearchStart({
  topics,
  latest,
}: {
  topics: readonly FacetLink[];
  latest: readonly ResourceSummary[];
}) {
  return (
    <div className="mt-10 grid max-w-5xl gap-10 lg:grid-cols-2 lg:gap-14">
      <div className="space-y-10">
        <SearchSuggestions className="noscript:hidden failed:hidden" />
        <ChipLinks id="search-topics-heading" heading={copy.topicsHeading} links={topics} />
      </div>
      <section aria-labelledby="search-latest-heading">
        <h2 id="search-latest-heading" className={heading}>
          {copy.latestHeading}
        </h2>
        <ul className="mt-3 divide-y divide-ink-100">
          {latest.map((item) => (
            <li key={item.to} className="py-4">
              <p className="text-xs font-semibold tracking-[0.14em] text-teal-800 uppercase">
                {findSectionBySlug(item.section)?.title}
              </p>
              <h3 className="mt-1 font-display text-lg text-ink-950">
                <Link discover="none" to={item.to} className="hover:underline">
                  {item.title}
                </Link>
              </h3>
              <ResourceMeta item={item} className="mt-1" />
            </li>
          ))}
        </ul>
        <Link
          discover="none"
          to={copy.allResources.to}
          className="mt-2 inline-block text-sm font-semibold text-teal-800 hover:underline"
        >
          {copy.allResources.label}
        </Link>
      </section>
    </div>
  );
}

/**
 * Searches to try, each a link that runs it: before a query, and under one that found nothing.
 * Only one is on the page at a time (its heading's id is fixed).
 */
export function SearchSuggestions({ className }: { className?: string }) {
  return (
    <ChipLinks
      id="search-suggestions-heading"
      heading={copy.suggestionsHeading}
      links={copy.suggestions.map((query) => ({ label: query, to: searchPathFor(query) }))}
      className={className}
    />
  );
}

/** A headed list of links shown as chips. */
function ChipLinks({
  id,
  heading: title,
  links,
  className,
}: {
  id: string;
  heading: string;
  links: readonly { label: string; to: string }[];
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link discover="none" to={link.to} className={chip}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
