// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adminPolicy, BASE_POLICY, securityHeaders } from "../../server/site-config.mjs";
import { renderHeadersFile, renderNginx, renderRedirectsFile } from "./deploy-config.mjs";

const pagePolicy = "default-src 'self'; script-src 'self' 'sha256-x'";
const headers = (/** @type {boolean} */ withEditor) => ({
  securityHeaders,
  defaultPolicy: BASE_POLICY,
  policies: {
    "/index.html": pagePolicy,
    "/about/index.html": pagePolicy,
    ...(withEditor ? { "/admin/index.html": adminPolicy() } : {}),
  },
});
const options = { root: "/srv/site", listen: "8080", tmp: "/tmp/nginx" };

describe("server configurations with the content editor (decision 0801)", () => {
  it("nginx: /admin redirects to /admin/, served with its own policy and opener rule", async () => {
    const conf = await renderNginx(headers(true), options);
    expect(conf).toContain("location = /admin {\n            return 301 /admin/$is_args$args;");
    const block = /location \^~ \/admin\/ \{([\s\S]*?)\n {8}\}/.exec(conf)?.[1] ?? "";
    expect(block).toContain("add_header Content-Security-Policy $site_csp always;");
    expect(block).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
    expect(block).toContain('add_header Strict-Transport-Security "max-age=63072000');
    // Its file URL redirects to its directory URL, which serves the file.
    expect(block).toContain("location = /admin/index.html {\n                return 301 /admin/$is_args$args;");
    expect(block).toContain("location = /admin/ {\n                try_files /admin/index.html =404;");
    expect(block).toContain("try_files $uri =404;");
    expect(conf).toContain(`"/admin/index.html" "${adminPolicy()}";`);
    // The pages keep the shared opener rule.
    expect(conf).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
  });

  it("nginx: a build without the editor has no /admin location", async () => {
    const conf = await renderNginx(headers(false), options);
    expect(conf).not.toMatch(/location [=^~ ]*\/admin/);
  });

  it("_redirects: the editor's URL is its directory", () => {
    const lines = renderRedirectsFile(headers(true)).split("\n");
    expect(lines).toContain("/admin /admin/ 301");
    expect(lines).toContain("/admin/index.html /admin/ 301");
    expect(lines).not.toContain("/admin/index.html /admin 301");
    expect(lines).toContain("/about/index.html /about 301");
  });
});

describe("a family of filter views in _headers (decision 0528)", () => {
  it("shares one rule whose policy allows every view's own scripts and first stylesheet", () => {
    const view = (/** @type {string} */ n) =>
      `default-src 'self'; script-src 'self' 'sha256-s${n}'; style-src 'self' 'sha256-c${n}'`;
    const file = renderHeadersFile({
      securityHeaders,
      defaultPolicy: BASE_POLICY,
      policies: {
        "/resources/industry/healthcare/index.html": view("1"),
        "/resources/industry/retail/index.html": view("2"),
      },
    });
    expect(file).toContain(
      "default-src 'self'; script-src 'self' 'sha256-s1' 'sha256-s2'; style-src 'self' 'sha256-c1' 'sha256-c2'",
    );
  });
});

describe("the articles under /blog in _headers (decision 0935)", () => {
  it("share one splat rule, each article's scripts allowed, no rule of their own", () => {
    const page = (/** @type {string} */ n) =>
      `default-src 'self'; script-src 'self' 'sha256-a${n}'; style-src 'self' 'sha256-b${n}'`;
    const file = renderHeadersFile({
      securityHeaders,
      defaultPolicy: BASE_POLICY,
      policies: {
        "/blog/claims-that-convert/index.html": page("1"),
        "/blog/onboarding-friction/index.html": page("2"),
        "/about/index.html": page("3"),
      },
    });
    const rules = file.split("\n").filter((line) => line && !line.startsWith(" "));
    expect(rules).toContain("/blog/*");
    expect(rules).not.toContain("/blog/claims-that-convert");
    expect(rules).not.toContain("/blog/onboarding-friction/");
    expect(rules).toContain("/about");
    expect(file).toContain(
      "default-src 'self'; script-src 'self' 'sha256-a1' 'sha256-a2'; style-src 'self' 'sha256-b1' 'sha256-b2'",
    );
  });
});
