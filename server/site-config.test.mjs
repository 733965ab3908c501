// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  adminPolicy,
  adminRedirect,
  CACHE_HTML,
  CACHE_IMMUTABLE,
  CACHE_STATIC,
  MAP_ORIGIN,
  cacheControlFor,
  canonicalRedirect,
  contentSecurityPolicy,
  redirectFor,
  securityHeaders,
  wasmPagePaths,
} from "./site-config.mjs";
import { SEARCH_PATH } from "../app/content/search-entry";

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControlFor("/assets/app-DGZYIwNW.css")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/")).toBe(CACHE_HTML);
    expect(cacheControlFor("/about")).toBe(CACHE_HTML);
    expect(cacheControlFor("/about/index.html")).toBe(CACHE_HTML);
    expect(cacheControlFor("/404.html")).toBe(CACHE_HTML);
    expect(cacheControlFor("/favicon.svg")).toBe(CACHE_STATIC);
    expect(cacheControlFor("/images/hero-960.avif")).toBe(CACHE_STATIC);
  });

  it("revalidates the search bundle's entry points like the pages it finds (never stale after a deploy)", () => {
    expect(cacheControlFor("/pagefind/pagefind.js")).toBe("no-cache");
    expect(cacheControlFor("/pagefind/pagefind-entry.json")).toBe("no-cache");
    // Chunks and fragments have hashed names that change with their content.
    expect(cacheControlFor("/pagefind/index/en_1a2b3c.pf_index")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/pagefind/fragment/en_1a2b3c.pf_fragment")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/pagefind/pagefind.en_1a2b3c.pf_meta")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/pagefind/wasm.en.pagefind")).toBe(CACHE_STATIC);
  });
});

describe("canonicalRedirect", () => {
  it("drops trailing slashes from page paths", () => {
    expect(canonicalRedirect("/about/")).toBe("/about");
    expect(canonicalRedirect("/services/custom///")).toBe("/services/custom");
    expect(canonicalRedirect("/about")).toBeNull();
    expect(canonicalRedirect("/")).toBeNull();
  });

  it("never produces a protocol-relative or odd Location", () => {
    for (const hostile of [
      "//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "/ evil/",
      "/%2f/",
    ]) {
      const target = canonicalRedirect(hostile);
      if (target !== null) expect(target).toMatch(/^\/[A-Za-z0-9._~-]/);
    }
    expect(canonicalRedirect("//evil.example/")).toBeNull();
    expect(canonicalRedirect("/\\evil.example/")).toBeNull();
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts by hash only, never 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("allows the map's frames only on a page that embeds it", () => {
    expect(contentSecurityPolicy()).not.toContain("frame-src");
    expect(contentSecurityPolicy({ embedsMap: true })).toContain(
      "frame-src https://www.google.com",
    );
  });

  it("allows style attributes only when the page has them, and the form endpoint when set", () => {
    expect(contentSecurityPolicy({ styleAttributes: true })).toContain(
      "style-src-attr 'unsafe-inline'",
    );
    expect(contentSecurityPolicy()).not.toContain("style-src-attr");
    // The form posts there without JavaScript and fetches it with JavaScript.
    const withEndpoint = contentSecurityPolicy({ formEndpoints: ["https://forms.example"] });
    expect(withEndpoint).toContain("form-action 'self' https://forms.example");
    expect(withEndpoint).toContain("connect-src 'self' https://forms.example");
  });
});

describe("securityHeaders", () => {
  it("holds the A+ set", () => {
    expect(securityHeaders["Strict-Transport-Security"]).toMatch(/max-age=(\d{8,})/);
    expect(
      Number(/max-age=(\d+)/.exec(securityHeaders["Strict-Transport-Security"])?.[1]),
    ).toBeGreaterThanOrEqual(15_768_000);
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    expect(securityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(securityHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(securityHeaders["X-Frame-Options"]).toBe("DENY");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(securityHeaders["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

describe("MAP_ORIGIN", () => {
  // The contact page's map helper (app/lib/maps.ts) owns the map URL; the policy duplicates
  // its origin. Every absolute URL that module exports must be on that origin.
  const modules = import.meta.glob("../app/lib/maps.ts", { eager: true });

  it("matches the origin of the map URLs app/lib/maps.ts builds", () => {
    const urls = Object.values(modules).flatMap((mod) =>
      Object.values(/** @type {Record<string, unknown>} */ (mod)).filter(
        (value) => typeof value === "string" && /^https?:\/\//.test(value),
      ),
    );
    for (const url of urls) expect(new URL(/** @type {string} */ (url)).origin).toBe(MAP_ORIGIN);
    expect(MAP_ORIGIN).toBe("https://www.google.com");
  });
});

describe("page 1 of a list, WebAssembly on /search", () => {
  it("redirects /…/page/1 of a Resource Center list to the list's own URL", () => {
    expect(redirectFor("/resources/blog/page/1")).toBe("/resources/blog");
    expect(redirectFor("/resources/blog/page/1/")).toBe("/resources/blog");
    expect(redirectFor("/resources/industry/healthcare/page/1")).toBe(
      "/resources/industry/healthcare",
    );
    expect(redirectFor("/resources/case-studies/topic/pricing/page/1")).toBe(
      "/resources/case-studies/topic/pricing",
    );
    expect(redirectFor("/blog")).toBe("/resources/blog");
  });

  it("leaves other pages (and page numbers) alone", () => {
    for (const path of [
      "/resources/blog/page/2",
      "/resources/blog/page/10",
      "/resources/blog/page/01",
      "/resources/page/1",
      "/about/page/1",
      "/resources/blog",
    ])
      expect(redirectFor(path), path).toBeNull();
  });

  it("allows WebAssembly only where asked, on the search page's path", () => {
    expect(wasmPagePaths).toEqual([SEARCH_PATH]);
    expect(contentSecurityPolicy({ wasm: true })).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(contentSecurityPolicy()).not.toContain("wasm");
  });
});

describe("the content editor at /admin/ (decision 0801)", () => {
  it("is a directory URL: /admin redirects to /admin/, nothing else does", () => {
    expect(adminRedirect("/admin")).toBe("/admin/");
    expect(adminRedirect("/admin/")).toBeNull();
    expect(adminRedirect("/administrator")).toBeNull();
    expect(adminRedirect("/about")).toBeNull();
  });

  it("has a wider policy of its own that no page shares", () => {
    const editor = adminPolicy();
    expect(editor).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(editor).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(editor).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
    expect(editor).toContain("frame-ancestors 'none'");
    expect(adminPolicy({ localBackend: true })).toMatch(
      /connect-src 'self' https:\/\/api\.github\.com http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/,
    );
    const page = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], embedsMap: true });
    expect(page).not.toContain("'unsafe-eval'");
    expect(page).not.toContain("'unsafe-inline'");
  });
});
