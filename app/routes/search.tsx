import { redirectDocument } from "react-router";
import { PageHero } from "../components/PageHero";
import { catalog, facetsFor, summary } from "../catalog/resources-catalog.server";
import { searchPage as page } from "../content/search";
import { seo } from "../meta/seo";
import { searchPageJsonLd } from "../meta/resource-structured-data";
import { SearchPanel } from "../sections/search/SearchPanel";
import { SearchStart } from "../sections/search/SearchStart";
import type { Route } from "./+types/search";

/** Build time only: the topics and newest items travel as page data. */
export const loader = () => ({
  topics: facetsFor(undefined).topics,
  latest: catalog.slice(0, page.start.latestCount).map(summary),
});

/** The data is the build's: a new ?q= (every keystroke) must not fetch it again. */
export const shouldRevalidate = () => false;

/**
 * Any link to /search loads the document (decision 0806): only /search's own policy allows the
 * search's WebAssembly (server/site-config.mjs wasmPagePaths), and a client-side navigation
 * keeps the policy of the page it started on, so a content link or a card rendered as a
 * client-side link would open a search that cannot load. Runs on client-side navigations into
 * /search only: never at hydration (no `hydrate`), never while on it (`shouldRevalidate`).
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const url = new URL(request.url);
  throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
};

export const meta = () =>
  seo({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [
      searchPageJsonLd({ name: page.title, description: page.description, path: page.path }),
    ],
  });

/** Site search over a static index (docs/decisions/0600). */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />
      <div className="container-page py-14 sm:py-20">
        <SearchPanel start={<SearchStart {...loaderData} />} />
      </div>
    </>
  );
}
