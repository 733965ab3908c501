import { expect, test } from "./fixtures";
import { allPagePaths, filterPaths } from "./routes";

/**
 * Search and sharing, checked on the built HTML as a crawler receives it (no JavaScript):
 * unique titles and descriptions, canonical URLs on one origin, social cards with the shipped
 * share image, sitemap.xml and robots.txt, JSON-LD, noindex where it belongs.
 */

interface Head {
  path: string;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  themeColor: string | undefined;
  robots: string | undefined;
  meta: Record<string, string>;
  jsonLd: string[];
}

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

const decode = (s: string | undefined) =>
  s
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function parseHead(path: string, html: string): Head {
  const meta: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = attr(tag, "property") ?? attr(tag, "name");
    const content = attr(tag, "content");
    if (key && content !== undefined) meta[key] = decode(content) ?? "";
  }
  const canonicalTag = [...html.matchAll(/<link\s[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => attr(tag, "rel") === "canonical");
  return {
    path,
    lang: html.match(/<html[^>]*\slang="([^"]+)"/)?.[1],
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1]),
    description: meta.description,
    canonical: canonicalTag ? attr(canonicalTag, "href") : undefined,
    themeColor: meta["theme-color"],
    robots: meta.robots,
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    ),
  };
}

test.describe("search and sharing", () => {
  let heads: Head[] = [];
  let origin = "";

  test.beforeAll(async ({ request }) => {
    heads = await Promise.all(
      allPagePaths.map(async (path) => parseHead(path, await (await request.get(path)).text())),
    );
    origin = new URL(heads.find((h) => h.path === "/")?.canonical ?? "").origin;
  });

  test("every page has its own title and description", () => {
    const byTitle = new Map<string, string[]>();
    const byDescription = new Map<string, string[]>();
    const problems: string[] = [];
    for (const h of heads) {
      if (!h.title) problems.push(`${h.path}: no title`);
      if (!h.description) problems.push(`${h.path}: no description`);
      // The same limit as html-validate's long-title rule: longer titles are cut in results.
      if ((h.title?.length ?? 0) > 70) problems.push(`${h.path}: title over 70 characters`);
      byTitle.set(h.title ?? "", [...(byTitle.get(h.title ?? "") ?? []), h.path]);
      byDescription.set(h.description ?? "", [
        ...(byDescription.get(h.description ?? "") ?? []),
        h.path,
      ]);
    }
    const dupes = (m: Map<string, string[]>) => [...m.values()].filter((paths) => paths.length > 1);
    expect(problems).toEqual([]);
    expect(dupes(byTitle), "pages sharing a title").toEqual([]);
    expect(dupes(byDescription), "pages sharing a description").toEqual([]);
  });

  test("canonical URLs name each page on one origin; lang and theme colour are set", () => {
    expect(origin).toMatch(/^https?:\/\//);
    for (const h of heads) {
      const expected = h.path === "/" ? `${origin}/` : `${origin}${h.path}`;
      expect(h.canonical, `${h.path} canonical`).toBe(expected);
      expect(h.lang, `${h.path} lang`).toBe("en");
      expect(h.themeColor, `${h.path} theme-color`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(h.robots, `${h.path} must be indexable`).toBeUndefined();
    }
  });

  test("Open Graph and Twitter cards carry the page and an image the site ships", async ({
    request,
  }) => {
    for (const h of heads) {
      const m = h.meta;
      expect(m["og:title"], h.path).toBe(h.title);
      expect(m["og:description"], h.path).toBe(h.description);
      expect(m["og:url"], h.path).toBe(h.canonical);
      expect(m["og:type"], h.path).toMatch(/^(website|article)$/);
      expect(m["og:site_name"], h.path).toBeTruthy();
      // The shared card by default; a page may name its own image on the same origin.
      expect(m["og:image"], h.path).toMatch(new RegExp(`^${origin}/`));
      if (m["og:image"] === `${origin}/og/share.png`) {
        expect(m["og:image:width"], h.path).toBe("1200");
        expect(m["og:image:height"], h.path).toBe("630");
      }
      expect(m["og:image:alt"], h.path).toBeTruthy();
      expect(m["twitter:card"], h.path).toBe("summary_large_image");
      expect(m["twitter:title"], h.path).toBe(h.title);
      expect(m["twitter:description"], h.path).toBe(h.description);
      expect(m["twitter:image"], h.path).toBe(m["og:image"]);
    }
    const images = new Set(heads.map((h) => new URL(h.meta["og:image"] ?? "").pathname));
    expect(images).toContain("/og/share.png");
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toMatch(/^image\//);
    }
  });

  test("the share image is a 1200x630 PNG under 100 KB served by the site", async ({ request }) => {
    const response = await request.get("/og/share.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(png.length).toBeLessThan(100 * 1024);
  });

  test("sitemap.xml lists every indexable page and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The pages whose heads were read, plus every Resource Center filter view (a sample of
    // them is read above; each has the canonical its path gives).
    const indexable = new Set([
      ...heads.map((h) => h.canonical),
      ...filterPaths.map((p) => `${origin}${p}`),
    ]);
    expect(locs.sort()).toEqual([...indexable].sort());
    expect(locs).not.toContain(`${origin}/404`);
    expect(locs).not.toContain(`${origin}/services/custom-hybrid`);
  });

  test("robots.txt allows crawling but the editor, and points at the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("the 404 page and the redirect page are noindex", async ({ request }) => {
    for (const path of ["/no-such-page", "/services/custom-hybrid"]) {
      const html = await (await request.get(path, { maxRedirects: 0 })).text();
      if (!html) continue; // a server-side 301 has no body: nothing to index
      expect(parseHead(path, html).robots, path).toMatch(/noindex/);
    }
  });

  test("every JSON-LD block is valid JSON", () => {
    for (const h of heads) {
      for (const block of h.jsonLd) {
        expect(() => JSON.parse(block), `${h.path} JSON-LD`).not.toThrow();
      }
    }
  });

  // The home page names the firm; /contact lists its offices too (decision 0527), joined by @id.
  for (const path of ["/", "/contact"]) {
    test(`${path} describes the organization and a contact point${path === "/contact" ? ", with its four offices" : ""}`, () => {
      const head = heads.find((h) => h.path === path)!;
      const orgs = head.jsonLd
        .map((block) => JSON.parse(block) as Record<string, unknown>)
        .filter((data) => data["@type"] === "Organization");
      expect(orgs, `${path} Organization JSON-LD`).toHaveLength(1);
      const org = orgs[0]!;
      expect(org["@context"]).toBe("https://schema.org");
      expect(org["@id"]).toBe(`${origin}/#organization`);
      expect(org.url).toBe(`${origin}/`);
      expect(org.name).toBeTruthy();
      const places = (org.location ?? []) as { address: Record<string, string> }[];
      for (const place of places) {
        expect(place.address["@type"]).toBe("PostalAddress");
        expect(place.address.streetAddress).toBeTruthy();
        expect(place.address.addressLocality).toBeTruthy();
        expect(place.address.addressCountry).toMatch(/^[A-Z]{2}$/);
      }
      const localities = places.map((p) => p.address.addressLocality);
      expect(localities).toEqual(
        path === "/contact" ? ["Gurugram", "Dubai", "Raleigh", "Ipswich"] : [],
      );
      const [contact] = org.contactPoint as Record<string, string>[];
      expect(contact?.["@type"]).toBe("ContactPoint");
      expect(contact?.email).toMatch(/@/);
      expect(contact?.telephone).toMatch(/^\+\d+$/);
    });
  }
});
