/** JSON-LD of the Resource Center's pages (item pages, lists, filter views, search). */
import type { ResourceSummary } from "../content/resources";
import type { PersonCard } from "../content/schemas/people";
import { site } from "../content/site";
import { absoluteUrl } from "./seo";

const publisher = () => ({
  "@type": "Organization",
  "@id": absoluteUrl("/#organization"),
  name: site.name,
  url: absoluteUrl("/"),
});

/**
 * An item's authors as schema.org Persons: name, role and the person's place on /about when it
 * shows them (decision 0906). Called by the item page's loader at build, so the client's code
 * only places what it built.
 */
export function authorsJsonLd(authors: readonly PersonCard[]): unknown {
  const people = authors.map((author) => ({
    "@type": "Person",
    name: author.name,
    jobTitle: author.role,
    ...(author.profile ? { url: absoluteUrl(author.profile) } : {}),
  }));
  return people.length === 1 ? people[0] : people;
}

/** An item page: Article with datePublished and its authors (authorsJsonLd). */
export function articleJsonLd(item: ResourceSummary, author: unknown): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: item.title,
    description: item.desc,
    datePublished: item.date,
    author,
    publisher: publisher(),
    image: absoluteUrl(item.imgUrl),
    url: absoluteUrl(item.to),
    mainEntityOfPage: absoluteUrl(item.to),
    inLanguage: site.locale.replace("_", "-"),
  };
}

/** A list page (section index, filter view): CollectionPage with its items as an ItemList. */
export function collectionJsonLd(input: {
  name: string;
  description: string;
  path: string;
  items: readonly ResourceSummary[];
  /** On one page of a longer list: the list's length and this page's first position. */
  total?: number;
  from?: number;
}): Record<string, unknown> {
  const first = input.from ?? 1;
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
    publisher: publisher(),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: input.total ?? input.items.length,
      itemListElement: input.items.map((item, index) => ({
        "@type": "ListItem",
        position: first + index,
        url: absoluteUrl(item.to),
        name: item.title,
      })),
    },
  };
}

/** The site search page: a WebPage offering a SearchAction over /search?q=. */
export function searchPageJsonLd(input: {
  name: string;
  description: string;
  path: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "SearchResultsPage",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    isPartOf: {
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl("/"),
      potentialAction: {
        "@type": "SearchAction",
        target: `${absoluteUrl(input.path)}?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  };
}
