import { useLocation } from "react-router";
import { findItemByPath, resourceLabels, resourceSections } from "../content/resources";
import { findResourceDetail } from "../content/resources/index";
import { canonicalPath, seo } from "../lib/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { DetailBody } from "../sections/resources/DetailBodies";
import { DetailHero } from "../sections/resources/DetailHero";
import { ResourceCard } from "../sections/resources/ResourceCard";
import { resourcesPage } from "../content/resources";
import type { Route } from "./+types/resource-item";

const fallback = { section: resourceSections[0]!, item: resourceSections[0]!.items[0]! };

function lookup(pathname: string) {
  return findItemByPath(pathname) ?? fallback;
}

/**
 * Runs at build time only (every item is prerendered): the item's body travels as this page's
 * data, so the browser never downloads the other eleven bodies (docs/decisions/0301).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  // Prerendering asks for the page's data file (<path>.data); its page is the path without it.
  const path = canonicalPath(new URL(request.url).pathname.replace(/\.data$/, ""));
  const found = findItemByPath(path);
  const detail = found && findResourceDetail(found.section.kind, found.item.slug);
  // Fail the build rather than prerender another item's body.
  if (!detail) throw new Error(`No Resource Center item at ${path}`);
  return { detail };
};

export const meta = ({ location }: Route.MetaArgs) => {
  const { section, item } = lookup(location.pathname);
  return seo({
    title: item.title,
    description: item.desc,
    path: item.to,
    image: item.imgUrl,
    imageAlt: item.title,
    type: section.kind === "articles" ? "article" : "website",
  });
};

/** A Resource Center detail page: panel book, guide book, case study or article. */
export default function ResourceItemRoute({ loaderData }: Route.ComponentProps) {
  const { detail } = loaderData;
  const { section, item } = lookup(useLocation().pathname);
  const more = section.items.filter((i) => i.slug !== item.slug);
  return (
    <>
      <DetailHero section={section} item={item} detail={detail} />
      <div className="container-page py-14 sm:py-20">
        <p className="max-w-3xl font-display text-[clamp(1.25rem,1.1rem+0.6vw,1.6rem)] leading-snug text-ink-900">
          {detail.intro}
        </p>
        <div className="mt-12">
          <DetailBody detail={detail} />
        </div>
      </div>
      <section aria-labelledby="more-heading" className="border-t border-ink-100 bg-sand-100">
        <div className="container-page py-16">
          <h2 id="more-heading" className="font-display text-h2 text-ink-950">
            {resourceLabels.more} {section.title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((other) => (
              <li key={other.slug}>
                <ResourceCard item={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand id="item-closing-heading" {...resourcesPage.closing} />
    </>
  );
}
