// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { endpointOrigin, inlineSources, sha256Source } from "./csp.mjs";
import { renderHeadersFile, renderRedirectsFile, urlPathsFor } from "./deploy-config.mjs";

const hash = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineSources", () => {
  it("hashes executable inline scripts and skips external and data scripts", () => {
    const html = [
      '<script>window.__ctx = {"a":1};</script>',
      '<script type="module" async="">import "/assets/manifest.js";</script>',
      '<script src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<style>.x{color:red}</style>",
      '<p style="width:10px">x</p>',
    ].join("");
    const result = inlineSources(html);
    expect(result.scripts).toEqual(
      [hash('window.__ctx = {"a":1};'), hash('import "/assets/manifest.js";')].sort(),
    );
    expect(result.styles).toEqual([hash(".x{color:red}")]);
    expect(result.styleAttributes).toBe(true);
    expect(inlineSources("<p>style=none</p>").styleAttributes).toBe(false);
  });

  it("hashes text as the browser sees it (CR LF becomes LF)", () => {
    expect(sha256Source("a\r\nb")).toBe(hash("a\nb"));
  });
});

describe("static-host files", () => {
  const headers = {
    securityHeaders: { "X-Content-Type-Options": "nosniff" },
    defaultPolicy: "default-src 'self'; script-src 'self'; frame-ancestors 'none'; object-src 'none'",
    policies: {
      "/index.html": "default-src 'self'; script-src 'self' 'sha256-home='",
      "/about/index.html": "default-src 'self'; script-src 'self' 'sha256-about='",
      "/404.html": "default-src 'self'; script-src 'self' 'sha256-404='",
    },
  };

  it("maps page files to URL paths", () => {
    expect(urlPathsFor("/index.html")).toEqual(["/", "/index.html"]);
    expect(urlPathsFor("/about/index.html")).toEqual(["/about", "/about/", "/about/index.html"]);
  });

  it("_headers: shared headers on /*, a full policy per page, none that would intersect", () => {
    const text = renderHeadersFile(headers);
    expect(text).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Content-Security-Policy: frame-ancestors 'none'; object-src 'none'\n/);
    expect(text).toContain("/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-about='");
    expect(text).toContain("/about/\n  Content-Security-Policy:");
    expect(text.split("\n\n")[0]).not.toContain("sha256-404=");
  });

  it("_headers: /404.html gets its page's policy; /* keeps no frame-src", () => {
    const text = renderHeadersFile({
      ...headers,
      defaultPolicy: `${headers.defaultPolicy}; frame-src https://www.google.com`,
    });
    expect(text).toContain("/404.html\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-404='");
    expect(text.split("\n\n")[0]).not.toContain("frame-src");
  });

  it("_redirects: the moved pages, with and without a trailing slash, and …/index.html URLs", () => {
    expect(renderRedirectsFile(headers)).toBe(
      [
        "/services/custom-hybrid /services/custom 301",
        "/services/custom-hybrid/ /services/custom 301",
        "/blog /resources/blog 301",
        "/blog/ /resources/blog 301",
        "/index.html / 301",
        "/about/index.html /about 301",
        "",
      ].join("\n"),
    );
  });
});

describe("endpointOrigin", () => {
  it("accepts https anywhere and http only on loopback addresses", () => {
    expect(endpointOrigin("https://forms.example/contact")).toBe("https://forms.example");
    expect(endpointOrigin("http://127.0.0.1:4713/contact")).toBe("http://127.0.0.1:4713");
    expect(endpointOrigin("http://[::1]:8080/x")).toBe("http://[::1]:8080");
    expect(() => endpointOrigin("http://forms.example/contact")).toThrow(/https/);
    expect(() => endpointOrigin("http://127.0.0.1.evil.example/")).toThrow(/https/);
    expect(() => endpointOrigin("javascript:alert(1)")).toThrow();
  });
});
