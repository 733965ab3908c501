// @ts-check
/**
 * The content editor's surface (issue 47.4): every rendering of server/site-config.mjs, the
 * embedded server, nginx and the static hosts' `_headers`, gives /admin/ the same headers: the
 * shared ones, the editor's own opener policy (the GitHub login pop-up must reach back to the
 * page that opened it) and the editor's policy. The default build has no editor, so this runs
 * on a small build of its own: placeholder pages and editor files, the real build steps.
 */
import assert from "node:assert/strict";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { writeSecurityHeaders } from "../../scripts/build/csp.mjs";
import { writeDeployConfig } from "../../scripts/build/deploy-config.mjs";
import { ADMIN_PATH, adminHeaders, securityHeaders } from "../../server/site-config.mjs";
import { request } from "./http-client.mjs";
import { freePort, startEmbedded, startNginx } from "./servers.mjs";
import { headersForPath, parseHeadersFile } from "./static-host.mjs";

const page = (/** @type {string} */ title) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title></head>` +
  `<body><h1>${title}</h1></body></html>\n`;

/** A build folder with two pages, the 404 page and the editor, through the real build steps. */
async function editorBuild() {
  const build = await mkdtemp(path.join(os.tmpdir(), "site-editor-build-"));
  // nginx's workers run as another user: the folder must be readable to all, as a build is.
  await chmod(build, 0o755);
  const client = path.join(build, "client");
  const files = {
    "index.html": page("Home"),
    "about/index.html": page("About"),
    "404.html": page("Page not found"),
    "admin/index.html": page("Content editor"),
    "admin/decap/decap-cms.js": "console.log('editor');\n",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), text);
  }
  // The pages React Router would have prerendered; the editor is found under /admin/.
  const pages = ["index.html", "about/index.html", "404.html"].map((file) => ({
    path: `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`,
    file: path.join(client, file),
  }));
  await writeSecurityHeaders({ clientDir: client, pages });
  await writeDeployConfig({ clientDir: client });
  return build;
}

/** @type {string} */
let build;
/** @type {{ securityHeaders: Record<string, string>, policies: Record<string, string> }} */
let config;

before(async () => {
  build = await editorBuild();
  config = JSON.parse(await readFile(path.join(build, "deploy", "headers.json"), "utf8"));
});
after(async () => {
  if (build) await rm(build, { recursive: true, force: true });
});

/** What /admin/ is sent, whichever server sends it. */
const editorHeaders = () => ({
  ...securityHeaders,
  ...adminHeaders,
  "Content-Security-Policy": config.policies[`${ADMIN_PATH}index.html`] ?? "",
});
/** What the editor's other files are sent (a policy is a document's: theirs is no page's). */
const editorFileHeaders = () => ({ ...securityHeaders, ...adminHeaders });
/** What a page of the site is sent. */
const pageHeaders = () => ({
  ...securityHeaders,
  "Content-Security-Policy": config.policies["/about/index.html"] ?? "",
});

/** @returns {[string, Record<string, string>][]} paths and the headers each is sent */
const samples = () => [
  [ADMIN_PATH, editorHeaders()],
  [`${ADMIN_PATH}decap/decap-cms.js`, editorFileHeaders()],
  ["/about", pageHeaders()],
];

it("the editor's headers differ from a page's in its opener policy and its own policy", () => {
  assert.equal(editorHeaders()["Cross-Origin-Opener-Policy"], "same-origin-allow-popups");
  assert.equal(pageHeaders()["Cross-Origin-Opener-Policy"], "same-origin");
  assert.match(editorHeaders()["Content-Security-Policy"], /https:\/\/api\.github\.com/);
  assert.notEqual(
    editorHeaders()["Content-Security-Policy"],
    pageHeaders()["Content-Security-Policy"],
  );
});

for (const [name, start] of /** @type {const} */ ([
  ["embedded", startEmbedded],
  ["nginx", startNginx],
])) {
  describe(`${name} server`, () => {
    /** @type {import("./servers.mjs").RunningServer} */
    let server;
    before(async () => {
      server = await start(await freePort(), build);
    });
    after(async () => {
      assert.equal(await server?.stop(), 0, `${name} did not stop cleanly:\n${server?.output()}`);
    });

    it("sends /admin/ and the editor's files the editor's headers, a page its own", async () => {
      for (const [target, expected] of samples()) {
        const res = await request(`${server.origin}${target}`);
        assert.equal(res.status, 200, target);
        for (const [header, value] of Object.entries(expected)) {
          assert.equal(res.headers[header.toLowerCase()], value, `${target}: ${header}`);
        }
      }
    });

    it("sends the editor's bare path and its file URL to its directory URL", async () => {
      for (const target of [ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}index.html`]) {
        const res = await request(`${server.origin}${target}?x=1`);
        assert.equal(res.status, 301, target);
        assert.equal(res.headers.location, `${ADMIN_PATH}?x=1`, target);
      }
    });
  });
}

describe("static hosts (_headers)", () => {
  /** @type {ReturnType<typeof parseHeadersFile>} */
  let rules;
  before(async () => {
    rules = parseHeadersFile(await readFile(path.join(build, "client", "_headers"), "utf8"));
  });

  it("give every path each header from one rule only (joined values would be invalid)", () => {
    const paths = ["/", "/about", "/about/", "/404.html", "/nope", "/assets/x.js"];
    for (const target of [...paths, ADMIN_PATH, `${ADMIN_PATH}decap/decap-cms.js`]) {
      for (const [header, values] of headersForPath(rules, target)) {
        // Policies are the exception: several are all enforced (decision 0400).
        if (header === "content-security-policy") continue;
        assert.equal(values.length, 1, `${target}: ${header} from ${values.length} rules`);
      }
    }
  });

  it("give /admin/ and the editor's files the editor's headers, a page its own", () => {
    for (const [target, expected] of samples()) {
      const sent = headersForPath(rules, target);
      for (const [header, value] of Object.entries(expected)) {
        const values = sent.get(header.toLowerCase()) ?? [];
        if (header !== "Content-Security-Policy") {
          assert.deepEqual(values, [value], `${target}: ${header}`);
          continue;
        }
        // The full policy, and beside it only "/*"'s directives, each of them in it already:
        // enforcing them all is enforcing the full policy.
        assert.ok(values.includes(value), `${target}: no full policy`);
        const directives = new Set(value.split("; "));
        for (const other of values.filter((v) => v !== value)) {
          for (const directive of other.split("; ")) {
            assert.ok(directives.has(directive), `${target}: "${directive}" narrows the policy`);
          }
        }
      }
    }
  });
});
