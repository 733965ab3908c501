// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  computeHeaders,
  endpointOrigin,
  inlineSources,
  sha256Source,
  withPolicyMeta,
  writeSecurityHeaders,
} from "./csp.mjs";
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
    expect(inlineSources('<script\r\ntype="module">a\r\nb</script>').scripts).toEqual([hash("a\nb")]);
  });

  it("reads markup, not text: > inside attributes, comments, uppercase tags", () => {
    const html = [
      '<p title="a > b <script>no()</script>">x</p>',
      "<!-- <script>commented()</script> <p style=x> -->",
      "<SCRIPT>upper()</SCRIPT>",
      '<Script Type="MODULE">mixed()</Script>',
      '<SCRIPT SRC="/assets/x.js"></SCRIPT>',
      '<script type="application/json">{"s":"<style>x</style>"}</script>',
    ].join("\n");
    const result = inlineSources(html);
    expect(result.scripts).toEqual([hash("upper()"), hash("mixed()")].sort());
    expect(result.styles).toEqual([]);
    expect(result.styleAttributes).toBe(false);
    expect(inlineSources('<DIV STYLE="color:red">x</DIV>').styleAttributes).toBe(true);
  });
});

describe("computeHeaders and writeSecurityHeaders over a build", () => {
  /** @type {string[]} */
  const made = [];
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  /** A client folder with these files; the pages React Router prerendered are given. */
  async function client(files) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "csp-client-"));
    made.push(dir);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, "client", file)), { recursive: true });
      await writeFile(path.join(dir, "client", file), text);
    }
    return path.join(dir, "client");
  }
  const doc = (head, body) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;
  const scriptSrc = (policy) => policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";

  it("a page with several inline scripts allows each of them and nothing else", async () => {
    const dir = await client({
      "about/index.html": doc(
        "<script>window.a = 1;</script>",
        '<p>x</p><script type="module">import "/assets/r.js";</script><script>\r\nwindow.c = 3;\r\n</script>' +
          '<script type="application/ld+json">{}</script><script src="/assets/e.js"></script>',
      ),
    });
    const { policies } = await computeHeaders(dir, [{ path: "/about", file: path.join(dir, "about/index.html") }]);
    const allowed = scriptSrc(policies["/about/index.html"]).match(/'sha256-[^']+'/g);
    expect(allowed?.sort()).toEqual(
      [hash("window.a = 1;"), hash('import "/assets/r.js";'), hash("\nwindow.c = 3;\n")].sort(),
    );
  });

  it("the 404 page carries its own policy in a <meta> after its charset, frame-ancestors left out", async () => {
    const notFound = doc("<title>Not found</title><script>window.nf = 1;</script>", "<h1>Not found</h1>");
    const dir = await client({ "404.html": notFound });
    await writeSecurityHeaders({ clientDir: dir, pages: [{ path: "/404", file: path.join(dir, "404.html") }] });
    const written = await readFile(path.join(dir, "404.html"), "utf8");
    const headers = JSON.parse(await readFile(path.join(dir, "../deploy/headers.json"), "utf8"));
    const policy = headers.policies["/404.html"];
    expect(policy).toContain(hash("window.nf = 1;"));
    expect(policy).toContain("frame-ancestors");
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy
      .split("; ")
      .filter((d) => !d.startsWith("frame-ancestors"))
      .join("; ")}"/>`;
    expect(written).toBe(notFound.replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/>${meta}`));
    // Once is enough: a second run leaves the page as it is.
    await writeSecurityHeaders({ clientDir: dir, pages: [{ path: "/404", file: path.join(dir, "404.html") }] });
    expect(await readFile(path.join(dir, "404.html"), "utf8")).toBe(written);
  });

  it("places the 404 page's policy after its charset however the markup is written", () => {
    const html = '<!-- <meta charset="x"> -->\r\n<HTML><HEAD data-x="a > b">\r\n<META CHARSET="utf-8">\r\n<TITLE>x</TITLE>';
    expect(withPolicyMeta(html, "script-src 'self'; frame-ancestors 'none'")).toBe(
      '<!-- <meta charset="x"> -->\r\n<HTML><HEAD data-x="a > b">\r\n<META CHARSET="utf-8">' +
        '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>\r\n<TITLE>x</TITLE>',
    );
    expect(() => withPolicyMeta("<head><title>x</title>", "script-src 'self'")).toThrow(/meta charset/);
  });

  it("an HTML file copied from public/ is no page: no policy of its own, its inline script not hashed", async () => {
    const dir = await client({
      "index.html": doc("", "<script>window.home = 1;</script>"),
      "widget/embed.html": doc("", "<script>window.fromPublic = 1;</script>"),
    });
    const headers = await computeHeaders(dir, [{ path: "/", file: path.join(dir, "index.html") }]);
    expect(Object.keys(headers.policies)).toEqual(["/index.html"]);
    expect(headers.policies["/index.html"]).toContain(hash("window.home = 1;"));
    const all = [headers.defaultPolicy, ...Object.values(headers.policies)].join("\n");
    expect(all).not.toContain(hash("window.fromPublic = 1;"));
    expect(headers.defaultPolicy).not.toContain("sha256-");
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
