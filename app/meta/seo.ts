import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";
import { contentPreview } from "../lib/content-preview";

export interface SeoInput {
  /** Page title without the brand; the brand is appended. Pass `site.name` alone for home. */
  title: string;
  description: string;
  /** Canonical path, e.g. "/about". */
  path: string;
  /** Share image path (defaults to the site's share image). */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  /** JSON-LD objects emitted as application/ld+json. */
  jsonLd?: readonly Record<string, unknown>[];
  type?: "website" | "article";
  /** Paths of the neighbouring pages of a paginated list (rel="prev" / rel="next"). */
  prev?: string;
  next?: string;
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin + "/").toString();
}

function canonicalPath(path: string): string {
  if (path === "/" || path === "") return "/";
  return path.replace(/\/+$/, "");
}

/** The one SEO helper: every route's `meta` export calls it. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title === site.name ? site.name : `${input.title} | ${site.name}`;
  const url = absoluteUrl(canonicalPath(input.path));
  const image = absoluteUrl(input.image ?? site.shareImage.path);
  const imageAlt = input.imageAlt ?? site.shareImage.alt;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(site.shareImage.width) },
    { property: "og:image:height", content: String(site.shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.prev) tags.push({ tagName: "link", rel: "prev", href: absoluteUrl(input.prev) });
  if (input.next) tags.push({ tagName: "link", rel: "next", href: absoluteUrl(input.next) });
  // A content preview is never indexed, whatever the page (decision 0805).
  if (input.noindex || contentPreview) tags.push({ name: "robots", content: "noindex, follow" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
