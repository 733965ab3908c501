// @ts-check
/**
 * The same HTTP tests against both servers that ship the site: the embedded server
 * (`npm start`) and Debian's nginx with the generated configuration. Run after a build:
 *   BUILD_DIR=build node --test tests/http/
 * (scripts/checks/nginx.sh runs them in the test command.)
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import zlib from "node:zlib";
import { inlineSources } from "../../scripts/build/csp.mjs";
import { CACHE_HTML, CACHE_IMMUTABLE, GONE_FILE, redirects } from "../../server/site-config.mjs";
import { filePathsOf, pagePathsOf, request } from "./http-client.mjs";
import { hostileRequests } from "./hostile-requests.mjs";
import { parseCsp, scoreHeaders } from "./observatory.mjs";
import { rawRequest } from "./raw.mjs";
import { buildDir, clientDir, startEmbedded, startNginx } from "./servers.mjs";
import { headersForPath, parseHeadersFile } from "./static-host.mjs";

const headersConfig = JSON.parse(
  readFileSync(path.join(buildDir, "deploy", "headers.json"), "utf8"),
);
const notFoundHtml = readFileSync(path.join(clientDir, "404.html"));
/** Closed roles' old paths (decision 0907): the suite's build has one (scripts/test-all.sh). */
const gonePaths = JSON.parse(readFileSync(path.join(buildDir, "deploy", GONE_FILE), "utf8")).paths;
const redirectSources = new Set(Object.keys(redirects));
const pages = pagePathsOf(clientDir).filter((p) => !redirectSources.has(p));
const files = filePathsOf(clientDir);
const assets = files.filter((f) => f.startsWith("/assets/") && !/\.(br|gz)$/.test(f));
const firstAsset = assets[0] ?? "/assets/missing";
const unknownPaths = [
  "/nope",
  "/services/nope",
  "/about/nope",
  "/assets/nope.js",
  "/resources/panel-books/zz",
  "/index",
  "/404",
  "/404.html",
];
/** Markers of files that must never be served: system files, the repository, the server. */
const leakMarkers = [
  "root:x:0:0",
  '"name": "northfield-insights-site"',
  'from "node:http"',
  "[core]",
  "daemon:x:",
];

const fileOfPage = (/** @type {string} */ page) =>
  path.join(clientDir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

const servers = [
  { name: "embedded", start: startEmbedded },
  { name: "nginx", start: startNginx },
];

for (const { name, start } of servers) {
  describe(`${name} server`, () => {
    /** @type {import("./servers.mjs").RunningServer} */
    let server;
    const url = (/** @type {string} */ p) => `${server.origin}${p}`;

    before(async () => {
      server = await start();
    });
    after(async () => {
      // Graceful stop: SIGTERM (embedded) / SIGQUIT (nginx) ends the process with status 0.
      const code = await server?.stop();
      assert.equal(code, 0, `${name} did not stop cleanly:\n${server?.output()}`);
    });

    it("serves every prerendered page at its canonical path with the page's HTML", async () => {
      assert.ok(pages.length >= 20, `only ${pages.length} pages found in ${clientDir}`);
      for (const page of pages) {
        const res = await request(url(page));
        assert.equal(res.status, 200, page);
        assert.match(String(res.headers["content-type"]), /^text\/html/, page);
        assert.equal(res.headers["cache-control"], CACHE_HTML, page);
        assert.deepEqual(res.body, readFileSync(fileOfPage(page)), `${page}: body is not its file`);
      }
    });

    it("answers HEAD for pages without a body", async () => {
      const res = await request(url("/about"), { method: "HEAD" });
      assert.equal(res.status, 200);
      assert.equal(res.body.length, 0);
    });

    it("revalidates pages with 304s that keep the page's policy and cache rule", async () => {
      for (const page of ["/", "/about", "/contact"]) {
        const first = await request(url(page));
        const etag = String(first.headers.etag);
        const again = await request(url(page), { headers: { "If-None-Match": etag } });
        assert.equal(again.status, 304, page);
        // A 304 updates the cached response's headers: a different CSP would block the page.
        assert.equal(
          again.headers["content-security-policy"],
          first.headers["content-security-policy"],
          page,
        );
        assert.equal(again.headers["cache-control"], CACHE_HTML, page);
      }
    });

    it("redirects every page with a trailing slash (301, relative Location, query kept)", async () => {
      for (const page of pages.filter((p) => p !== "/")) {
        const res = await request(url(`${page}/`));
        assert.equal(res.status, 301, `${page}/`);
        assert.equal(res.headers.location, page, `${page}/`);
      }
      const withQuery = await request(url("/about/?ref=x"));
      assert.equal(withQuery.headers.location, "/about?ref=x");
      const many = await request(url("/careers///"));
      assert.equal(many.headers.location, "/careers");
    });

    it("redirects every page's file URL to the page (301, relative Location, query kept)", async () => {
      // The router knows a page by its clean path only (issue 48.6, decision 0402).
      for (const page of pages) {
        const file = page === "/" ? "/index.html" : `${page}/index.html`;
        const res = await request(url(`${file}?ref=x`));
        assert.equal(res.status, 301, file);
        assert.equal(res.headers.location, `${page}?ref=x`, file);
        assert.equal(res.headers["cache-control"], CACHE_HTML, file);
      }
      // Any other folder's file URL too: its clean path is then the 404 page.
      const unknown = await request(url("/nope/index.html"));
      assert.equal(unknown.status, 301);
      assert.equal(unknown.headers.location, "/nope");
    });

    it("never redirects to another host", async () => {
      for (const target of [
        "//evil.example/",
        "//evil.example/index.html",
        "/%2F%2Fevil.example/index.html",
        "/%5Cevil.example/index.html",
        "/%2F%2Fevil.example/",
        "/%5C%5Cevil.example/",
        "/%09/evil.example/",
        "/\\evil.example/",
      ]) {
        const res = await rawRequest(
          server.origin,
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        const location = res.headers.location;
        if (location !== undefined) {
          assert.match(location, /^\/(?![/\\])/, `${target} -> ${location}`);
          assert.doesNotMatch(location, /[\s\\]/, `${target} -> ${location}`);
        }
      }
    });

    it("redirects /services/custom-hybrid to /services/custom", async () => {
      for (const [from, to] of Object.entries(redirects)) {
        for (const variant of [from, `${from}/`]) {
          const res = await request(url(variant));
          assert.equal(res.status, 301, variant);
          assert.equal(res.headers.location, to, variant);
        }
        const withQuery = await request(url(`${from}?utm=1`));
        assert.equal(withQuery.headers.location, `${to}?utm=1`);
      }
    });

    it("answers unknown paths with the 404 page and status 404", async () => {
      for (const unknown of unknownPaths) {
        const res = await request(url(unknown));
        assert.equal(res.status, 404, unknown);
        assert.match(String(res.headers["content-type"]), /^text\/html/, unknown);
        assert.deepEqual(res.body, notFoundHtml, `${unknown}: body is not 404.html`);
        assert.equal(res.headers["cache-control"], CACHE_HTML, unknown);
      }
    });

    it("answers a closed role's old path 410 Gone with the 404 page, with or without a trailing slash", async () => {
      assert.ok(gonePaths.length > 0, `no gone path in ${buildDir}/deploy/${GONE_FILE}`);
      for (const gone of gonePaths) {
        const res = await request(url(gone));
        assert.equal(res.status, 410, gone);
        assert.match(String(res.headers["content-type"]), /^text\/html/, gone);
        assert.deepEqual(res.body, notFoundHtml, `${gone}: body is not 404.html`);
        assert.equal(
          res.headers["content-security-policy"],
          headersConfig.policies["/404.html"],
          gone,
        );
        const slash = await request(url(`${gone}/`));
        assert.equal(slash.status, 301, `${gone}/`);
        assert.equal(slash.headers.location, gone, `${gone}/`);
      }
    });

    it("redirects /blog to /resources/blog; other unknown paths under /blog stay 404", async () => {
      for (const variant of ["/blog", "/blog/"]) {
        const res = await request(url(variant));
        assert.equal(res.status, 301, variant);
        assert.equal(res.headers.location, "/resources/blog", variant);
      }
      assert.equal((await request(url("/blog/no-such-article"))).status, 404);
    });

    it("redirects page 1 of a list to the list; a page that is no number or past the end is 404", async () => {
      for (const variant of ["/resources/blog/page/1", "/resources/blog/page/1/"]) {
        const res = await request(url(`${variant}?x=1`));
        assert.equal(res.status, 301, variant);
        assert.equal(res.headers.location, "/resources/blog?x=1", variant);
      }
      const filter = await request(url("/resources/industry/healthcare/page/1"));
      assert.equal(filter.headers.location, "/resources/industry/healthcare");
      for (const missing of [
        "/resources/blog/page/two",
        "/resources/blog/page/0",
        "/resources/blog/page/9999",
      ]) {
        const res = await request(url(missing));
        assert.equal(res.status, 404, missing);
      }
    });

    it("answers a broken %-encoding with the site's 404 page (status 400)", async () => {
      for (const broken of ["/%E0%A4%A", "/about/%ZZ", "/%"]) {
        const res = await rawRequest(
          server.origin,
          `GET ${broken} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        assert.ok(res.status === 400 || res.status === 404, `${broken}: ${res.status}`);
        assert.match(String(res.headers["content-type"]), /^text\/html/, broken);
        assert.match(res.body, /Oops! Page not found/, broken);
        assert.match(res.body, /Return to Home/, broken);
      }
    });

    it("revalidates the search's entry point as it does the pages; serves its chunks as binary", async () => {
      const res = await request(url("/pagefind/pagefind.js"));
      assert.equal(res.status, 200);
      assert.equal(res.headers["cache-control"], "no-cache");
      assert.match(String(res.headers["content-type"]), /javascript/);
      const meta = readdirSync(path.join(clientDir, "pagefind")).find((f) =>
        f.endsWith(".pf_meta"),
      );
      const chunk = await request(url(`/pagefind/${meta}`));
      assert.equal(chunk.status, 200);
      assert.equal(chunk.headers["content-type"], "application/octet-stream");
      assert.equal(chunk.headers["cache-control"], CACHE_IMMUTABLE);
      // Pagefind compressed it already: no second encoding.
      assert.equal(chunk.headers["content-encoding"], undefined);
    });

    it("serves /favicon.ico as an icon", async () => {
      const res = await request(url("/favicon.ico"));
      assert.equal(res.status, 200);
      assert.match(String(res.headers["content-type"]), /^image\/(x-icon|vnd\.microsoft\.icon)/);
      // ICO header: reserved 0, type 1 (icon), at least one image.
      assert.deepEqual([...res.body.subarray(0, 4)], [0, 0, 1, 0]);
      assert.ok(res.body.readUInt16LE(4) >= 1);
    });

    it("lets the browser's XML viewer style feed.xml and sitemap.xml, and nothing run", async () => {
      for (const file of ["/feed.xml", "/sitemap.xml"]) {
        const res = await request(url(file));
        assert.equal(res.status, 200, file);
        const directives = parseCsp(String(res.headers["content-security-policy"]));
        assert.deepEqual(directives.get("default-src"), ["'none'"], file);
        assert.deepEqual(directives.get("style-src"), ["'unsafe-inline'"], file);
        assert.deepEqual(directives.get("img-src"), ["data:"], file);
        assert.equal(directives.get("script-src"), undefined, file);
        assert.deepEqual(directives.get("frame-ancestors"), ["'none'"], file);
      }
    });

    it("does not serve the static-host configuration files", async () => {
      for (const hidden of ["/_headers", "/_redirects"]) {
        assert.equal((await request(url(hidden))).status, 404, hidden);
      }
    });

    it("caches hashed assets for a year, immutable, with the right content types", async () => {
      assert.ok(assets.length > 0, "no files under /assets/");
      const types = {
        js: /javascript/,
        css: /^text\/css/,
        woff2: /^font\/woff2/,
        svg: /^image\/svg\+xml/,
      };
      for (const asset of assets) {
        const res = await request(url(asset), { method: "HEAD" });
        assert.equal(res.status, 200, asset);
        assert.equal(res.headers["cache-control"], CACHE_IMMUTABLE, asset);
        const ext = /** @type {keyof typeof types} */ (asset.split(".").pop());
        if (types[ext]) assert.match(String(res.headers["content-type"]), types[ext], asset);
      }
    });

    it("sends specific content types for the other static files (nosniff needs them)", async () => {
      const expected = [
        ["webmanifest", /^application\/manifest\+json/],
        ["svg", /^image\/svg\+xml/],
        ["png", /^image\/png/],
        ["webp", /^image\/webp/],
        ["avif", /^image\/avif/],
        ["xml", /xml/],
        ["txt", /^text\/plain/],
      ];
      for (const [ext, type] of expected) {
        const file = files.find((f) => f.endsWith(`.${ext}`) && !f.startsWith("/assets/"));
        if (!file) continue;
        const res = await request(url(file), { method: "HEAD" });
        assert.equal(res.status, 200, file);
        assert.match(String(res.headers["content-type"]), /** @type {RegExp} */ (type), file);
        assert.notEqual(res.headers["cache-control"], CACHE_IMMUTABLE, file);
      }
    });

    it("serves pages' build-time data files (<path>.data) as fresh as the page", async () => {
      const dataFiles = files.filter((f) => f.endsWith(".data"));
      assert.ok(dataFiles.length > 0, "no .data files in the build");
      for (const file of dataFiles) {
        const res = await request(url(file));
        assert.equal(res.status, 200, file);
        assert.match(String(res.headers["content-type"]), /^text\/x-script/, file);
        assert.equal(res.headers["cache-control"], CACHE_HTML, file);
      }
    });

    it("compresses text: precompressed gzip on both, brotli on the embedded server", async () => {
      const targets = [
        "/",
        "/about",
        ...assets.filter((a) => /\.(js|css)$/.test(a) && files.includes(`${a}.gz`)).slice(0, 3),
      ];
      for (const target of targets) {
        const original = (await request(url(target))).body;
        const gz = await request(url(target), { headers: { "Accept-Encoding": "gzip" } });
        assert.equal(gz.headers["content-encoding"], "gzip", target);
        assert.match(String(gz.headers.vary), /Accept-Encoding/i, target);
        assert.deepEqual(zlib.gunzipSync(gz.body), original, target);
        const br = await request(url(target), { headers: { "Accept-Encoding": "br, gzip" } });
        if (name === "embedded") {
          assert.equal(br.headers["content-encoding"], "br", target);
          assert.deepEqual(zlib.brotliDecompressSync(br.body), original, target);
        } else {
          assert.equal(br.headers["content-encoding"], "gzip", target);
        }
      }
    });

    it("sends the shared security headers on every kind of response", async () => {
      const notAllowed = await request(url("/about"), { method: "DELETE" });
      /** @type {[string, Awaited<ReturnType<typeof request>>][]} */
      const samples = [
        ["page", await request(url("/about"))],
        ["home", await request(url("/"))],
        ["404", await request(url("/nope"))],
        ["301", await request(url("/about/"))],
        ["asset", await request(url(firstAsset))],
        ["405", notAllowed],
      ];
      for (const [kind, res] of samples) {
        for (const [header, value] of Object.entries(headersConfig.securityHeaders)) {
          assert.equal(res.headers[header.toLowerCase()], value, `${kind}: ${header}`);
        }
        const csp = String(res.headers["content-security-policy"]);
        assert.match(csp, /frame-ancestors 'none'/, `${kind}: CSP`);
      }
      assert.equal(notAllowed.status, 405);
      assert.equal(notAllowed.headers.allow, "GET, HEAD");
    });

    it("allows exactly each page's inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", async () => {
      for (const page of [...pages, "/nope"]) {
        const res = await request(url(page));
        const policy = String(res.headers["content-security-policy"]);
        const directives = parseCsp(policy);
        const scriptSrc = directives.get("script-src") ?? [];
        assert.ok(
          !scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"),
          page,
        );
        assert.deepEqual(directives.get("default-src"), ["'self'"], page);
        assert.deepEqual(directives.get("object-src"), ["'none'"], page);
        assert.deepEqual(directives.get("base-uri"), ["'self'"], page);
        // Every page: a link to /contact is followed without a document load, and the map's
        // frame then answers to the policy of the page the visitor started on.
        assert.deepEqual(directives.get("frame-src"), ["https://www.google.com"], page);
        assert.deepEqual(directives.get("img-src"), ["'self'", "data:"], page);
        assert.deepEqual(directives.get("font-src"), ["'self'"], page);
        assert.equal(directives.get("form-action")?.[0], "'self'", page);
        const { scripts, styles, styleAttributes } = inlineSources(res.body.toString("utf8"));
        for (const hash of scripts) assert.ok(scriptSrc.includes(hash), `${page}: ${hash} missing`);
        for (const hash of styles)
          assert.ok(directives.get("style-src")?.includes(hash), `${page}: style ${hash}`);
        if (styleAttributes)
          assert.deepEqual(directives.get("style-src-attr"), ["'unsafe-inline'"], page);
        else assert.equal(directives.get("style-src-attr"), undefined, page);
      }
    });

    it("scores A+ by the HTTP Observatory's rules, with the whole A+ set in place", async () => {
      for (const page of ["/", "/about", "/contact", "/nope"]) {
        const res = await request(url(page));
        const result = scoreHeaders(/** @type {Record<string, string>} */ (res.headers));
        const failed = result.tests.filter((t) => !t.pass);
        assert.deepEqual(failed, [], `${page}: failed Observatory tests`);
        assert.equal(result.grade, "A+", `${page}: score ${result.score}`);
        const results = Object.fromEntries(result.tests.map((t) => [t.name, t.result]));
        assert.equal(results["content-security-policy"], "csp-implemented-with-no-unsafe");
        assert.equal(
          results["strict-transport-security"],
          "hsts-implemented-max-age-at-least-six-months",
        );
        assert.equal(results["x-frame-options"], "x-frame-options-implemented-via-csp");
        assert.equal(results["referrer-policy"], "referrer-policy-private");
        assert.equal(res.headers["cross-origin-opener-policy"], "same-origin");
        assert.ok(result.score >= 110, `${page}: score ${result.score}`);
      }
    });

    it(`answers ${hostileRequests.length} malformed or hostile requests with 4xx, never a file outside the build`, async (t) => {
      const outcomes = [];
      for (const { name: caseName, request: bytes, expect } of hostileRequests) {
        const res = await rawRequest(server.origin, bytes);
        outcomes.push(`${res.status} ${caseName}`);
        assert.ok(res.status < 500, `${caseName}: ${res.status}`);
        if (expect === "4xx") assert.ok(res.status >= 400, `${caseName}: ${res.status}`);
        else {
          assert.equal(res.status, 200, caseName);
          assert.doesNotMatch(res.body, /<script>alert\(1\)/, caseName);
        }
        for (const marker of leakMarkers)
          assert.ok(!res.raw.includes(marker), `${caseName}: leaked ${marker}`);
        assert.ok(
          !/^set-cookie:/im.test(res.raw.split("\r\n\r\n")[0] ?? ""),
          `${caseName}: header injection`,
        );
      }
      t.diagnostic(`statuses: ${outcomes.join("; ")}`);
      assert.ok(hostileRequests.length >= 50);
      // Still serving normally afterwards.
      for (const page of ["/", "/about", firstAsset]) {
        assert.equal((await request(url(page))).status, 200, `${page} after the hostile requests`);
      }
    });
  });
}

describe("static-host files (_headers, _redirects)", () => {
  const headersFile = readFileSync(path.join(clientDir, "_headers"), "utf8");
  const redirectsFile = readFileSync(path.join(clientDir, "_redirects"), "utf8");
  const rules = headersFile.split("\n").filter((line) => line && !line.startsWith(" "));

  it("stay within Cloudflare Pages' limits (100 rules, 2,000 characters a header)", () => {
    assert.ok(rules.length <= 100, `${rules.length} rules`);
    for (const line of headersFile.split("\n")) assert.ok(line.length <= 2000, line.slice(0, 80));
  });

  it("give every page its own policy and every path the shared headers", () => {
    assert.equal(rules[0], "/*");
    for (const header of Object.keys(headersConfig.securityHeaders)) {
      assert.match(headersFile, new RegExp(`^  ${header}: `, "m"));
    }
    const blocks = headersFile.split(/\n(?=\S)/);
    for (const page of pages) {
      const key = page === "/" ? "/index.html" : `${page}/index.html`;
      const policy = headersConfig.policies[key] ?? "";
      // A filter view, an article, a service page or a role shares its family's splat rule: the
      // rule allows each of its scripts (decisions 0935, 0963).
      const family =
        /^(\/resources(?:\/[^/]+)?\/(?:industry|topic))\/[^/]+$/.exec(page) ??
        /^(\/blog|\/services|\/careers)\/[^/]+$/.exec(page);
      const rulePath = family ? `${family[1]}/*` : page;
      const block = blocks.find((b) => b.split("\n")[0] === rulePath);
      assert.ok(block, `no rule for ${page}`);
      if (!family) {
        assert.ok(block.includes(policy), `${page}: policy differs`);
        continue;
      }
      assert.ok(!blocks.some((b) => b.split("\n")[0] === page), `${page}: a rule of its own`);
      const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
      assert.ok(hashes.length > 0, `${page}: no script hashes`);
      for (const hash of hashes) assert.ok(block.includes(hash), `${page}: ${hash} not allowed`);
    }
    // The section's own page at its trailing-slash URL is under its section's splat, which
    // allows its scripts too (decision 0963).
    for (const section of ["/services", "/careers"]) {
      const block = blocks.find((b) => b.split("\n")[0] === `${section}/*`) ?? "";
      const hashes =
        headersConfig.policies[`${section}/index.html`]?.match(/'sha256-[^']+'/g) ?? [];
      assert.ok(hashes.length > 0, `${section}: no script hashes`);
      for (const hash of hashes)
        assert.ok(block.includes(hash), `${section}/: ${hash} not allowed`);
      assert.ok(!blocks.some((b) => b.split("\n")[0] === `${section}/`), `${section}/: own rule`);
    }
    assert.match(
      headersFile,
      /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
  });

  it("give every path each header but the policy from one rule (joined values are invalid)", () => {
    const parsed = parseHeadersFile(headersFile);
    for (const target of [
      ...pages,
      ...pages.filter((p) => p !== "/").map((p) => `${p}/`),
      "/nope",
      "/404.html",
      firstAsset,
    ]) {
      const sent = headersForPath(parsed, target);
      for (const [header, values] of sent) {
        if (header === "content-security-policy") continue;
        assert.equal(values.length, 1, `${target}: ${header} from ${values.length} rules`);
      }
      if (target !== "/nope" && !target.startsWith("/assets/")) {
        assert.deepEqual(sent.get("cross-origin-opener-policy"), ["same-origin"], target);
      }
    }
  });

  it("give /404.html its page's policy and /* no page-specific directive", () => {
    const blocks = headersFile.split(/\n(?=\S)/);
    const all = blocks.find((b) => b.startsWith("/*\n")) ?? "";
    assert.match(all, /Content-Security-Policy: /);
    for (const pageOnly of ["default-src", "script-src", "style-src", "frame-src", "connect-src"]) {
      assert.doesNotMatch(all, new RegExp(`${pageOnly} `), `/* has ${pageOnly}`);
    }
    const notFound = blocks.find((b) => b.startsWith("/404.html\n"));
    assert.ok(notFound, "no rule for /404.html");
    assert.ok(notFound.includes(headersConfig.policies["/404.html"]));
    // Served at any unknown URL with only the /* headers, the page carries its own policy.
    const html = notFoundHtml.toString("utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    assert.ok(meta, "404.html has no policy of its own");
    assert.match(meta[1] ?? "", /script-src 'self' 'sha256-/);
  });

  it("send every page's …/index.html URL to the canonical path", () => {
    assert.match(redirectsFile, /^\/index\.html \/ 301$/m);
    assert.match(redirectsFile, /^\/about\/index\.html \/about 301$/m);
    for (const page of pages.filter((p) => p !== "/")) {
      assert.ok(redirectsFile.includes(`\n${page}/index.html ${page} 301\n`), page);
    }
  });

  it("redirect the moved service page", () => {
    for (const [from, to] of Object.entries(redirects)) {
      assert.match(redirectsFile, new RegExp(`^${from} ${to} 301$`, "m"));
      assert.match(redirectsFile, new RegExp(`^${from}/ ${to} 301$`, "m"));
    }
  });
});
