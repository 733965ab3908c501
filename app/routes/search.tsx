import { PageHero } from "../components/PageHero";
import { searchPage as page } from "../content/search";
import { seo } from "../lib/seo";
import { searchPageJsonLd } from "../sections/resources/structured-data";
import { SearchPanel } from "../sections/search/SearchPanel";

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
export default function SearchRoute() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />
      <div className="container-page py-14 sm:py-20">
        <SearchPanel />
      </div>
    </>
  );
}
