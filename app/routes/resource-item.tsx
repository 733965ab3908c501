import { Link } from "react-router";
import { ButtonLink } from "../components/ButtonLink";
import {
  filterPath,
  findSectionBySlug,
  resourceLabels as L,
  resourceSections,
  closingBandFor,
} from "../content/resources";
import {
  facetLabel,
  findItemByPath,
  pagePathOf,
  relatedItems,
  summary,
} from "../catalog/resources-catalog.server";
import { sampleLabelHtml } from "../catalog/sample-label.server";
import { loadItemPageLabels } from "../catalog/item-page.server";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { DetailHero } from "../sections/resources/DetailHero";
import { FactList } from "../sections/resources/FactList";
import { MarkdownBody } from "../sections/resources/MarkdownBody";
import { AuthorCard } from "../sections/people/PersonCards";
import { ResourceCard } from "../sections/resources/ResourceCard";
import { articleJsonLd, authorsJsonLd } from "../meta/resource-structured-data";
import type { Route } from "./+types/resource-item";
import { StatusMark } from "../components/StatusMark";
import { contentPreview } from "../lib/content-preview";

/**
 * Runs at build time only (every item is prerendered): the item's rendered Markdown travels as
 * this page's data, so the browser never downloads the other bodies (docs/decisions/0301, 0600).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const path = pagePathOf(request);
  const item = findItemByPath(path);
  // Fail the build rather than prerender another item's body.
  if (!item) throw new Error(`No Resource Center item at ${path}`);
  const facetLinks = (facet: "industry" | "topic", values: readonly string[]) =>
    values.map((value) => ({
      label: facetLabel(facet, value),
      to: filterPath(undefined, facet, value),
    }));
  return {
    item: summary(item),
    authors: item.people,
    authorsLd: authorsJsonLd(item.people),
    detail: item.detail,
    related: relatedItems(item).map(summary),
    industries: facetLinks("industry", item.industries),
    topics: facetLinks("topic", item.topics),
    contents: item.contents,
    labels: loadItemPageLabels(),
    sampleLabel:
      item.detail.status === "sample"
        ? sampleLabelHtml(item.section === "case-studies" ? "caseStudy" : "resource")
        : null,
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { item, authorsLd } = loaderData;
  return seo({
    title: item.title,
    description: item.desc,
    path: item.to,
    image: item.imgUrl,
    imageAlt: item.title,
    type: "article",
    jsonLd: [articleJsonLd(item, authorsLd)],
  });
};

const asideHeading = "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase";

function TagLinks({
  heading,
  links,
}: {
  heading: string;
  links: readonly { label: string; to: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={asideHeading}>{heading}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              discover="none"
              to={link.to}
              className="inline-flex rounded-full border border-ink-200 bg-white px-3 py-1 text-sm font-semibold text-ink-800 hover:border-ink-900"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A Resource Center item page: panel book, guide book, case study or article. */
export default function ResourceItemRoute({ loaderData }: Route.ComponentProps) {
  const { item, authors, detail, related, industries, topics, contents, labels, sampleLabel } =
    loaderData;
  const section = findSectionBySlug(item.section) ?? resourceSections[0]!;
  return (
    <>
      {/* An invented item says so in every build, in one wording (decisions 0805, 0910). */}
      <DetailHero
        section={section}
        item={item}
        authors={authors}
        sampleLabel={sampleLabel}
        imageAlt={detail.imageAlt}
      />
      <div className="container-page py-14 sm:py-20">
        {contentPreview && <StatusMark status={detail.status} />}
        {detail.facts.length > 0 && (
          <section aria-labelledby="facts-heading" className="mb-14">
            <h2
              id="facts-heading"
              className="font-display text-[clamp(1.5rem,1.3rem+0.8vw,2rem)] leading-tight text-ink-950"
            >
              {section.factsHeading ?? L.published}
            </h2>
            <div className="mt-6">
              <FactList facts={detail.facts} columns={detail.facts.length === 4 ? 4 : 3} />
            </div>
          </section>
        )}
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <MarkdownBody html={detail.html} />
          {/* Beside the body from lg, the column carries the reader through it: the item's
              contents, who wrote it, then its tags (decision 0902). */}
          <aside
            aria-label={`${section.singular}: ${L.topics}`}
            className="space-y-6 self-start lg:sticky lg:top-28"
          >
            {contents.length > 1 && (
              <nav aria-labelledby="item-toc-heading" className="hidden lg:block">
                <h2 id="item-toc-heading" className={asideHeading}>
                  {labels.tocLabel}
                </h2>
                <ol className="mt-3 space-y-2 border-l border-ink-100 pl-4">
                  {contents.map((entry) => (
                    <li key={entry.id}>
                      <a
                        href={`#${entry.id}`}
                        className="text-sm text-ink-700 hover:text-ink-950 hover:underline"
                      >
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <section aria-labelledby="item-authors-heading">
              <h2 id="item-authors-heading" className={asideHeading}>
                {labels.authorLabel}
              </h2>
              <ul className="mt-3 space-y-3">
                {authors.map((author) => (
                  <li key={author.id}>
                    <AuthorCard author={author} />
                  </li>
                ))}
              </ul>
            </section>
            <div className="space-y-6 rounded-card border border-ink-100 bg-sand-100 p-6 max-[359px]:p-4">
              <TagLinks heading={L.industries} links={industries} />
              <TagLinks heading={L.topics} links={topics} />
              {detail.download && (
                <ButtonLink to={detail.download.href} wrap className="w-full max-[359px]:px-4">
                  {detail.download.label}
                </ButtonLink>
              )}
            </div>
          </aside>
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-ink-100 bg-sand-100">
          <div className="container-page py-16">
            <h2 id="related-heading" className="font-display text-h2 text-ink-950">
              {L.related}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <ResourceCard item={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand id="item-closing-heading" {...closingBandFor(section)} />
    </>
  );
}
