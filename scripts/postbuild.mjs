// Steps that run after `react-router build`, in order. Each step is a module in scripts/build/
// exporting `run({ clientDir })`. Add a step by adding it to this list.
//
// `node scripts/postbuild.mjs --gates` runs only the steps that refuse a build (GATES), on the
// build already there, and writes nothing: a content edit checked against the last build in
// seconds, not minutes (the editor's tests plant breakages this way; decision 0807).
//
// DELIVERY_STEPS=off leaves out the steps that change only how fast a page arrives, never what
// it shows or refuses (DELIVERY): for the builds only tests read (the screenshots' frozen copy,
// the editor's and the catalogue's scratch copies, the contact endpoint's). They are half a
// build's time; the suite's own build keeps them (decision 0920).
import path from "node:path";
import { writeEditor } from "./build/cms-admin.mjs";
import { checkContentInPlace } from "./build/content-in-place.mjs";
import { inlineCriticalCss } from "./build/critical-css.mjs";
import { writeSecurityHeaders } from "./build/csp.mjs";
import { writeDeployConfig } from "./build/deploy-config.mjs";
import { writeFavicon } from "./build/favicon.mjs";
import { writeFeed } from "./build/feed.mjs";
import { checkLinks } from "./build/link-gate.mjs";
import { moveNotFoundPage } from "./build/not-found.mjs";
import { precompress } from "./build/precompress.mjs";
import { writeRobots } from "./build/robots.mjs";
import { writeSearchIndex } from "./build/search-index.mjs";
import { writeSitemap } from "./build/sitemap.mjs";
import { checkUploads, renderUploads } from "./build/uploads.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");

/** The steps that refuse what an edit can break (an upload, a link): what `--gates` runs. */
const GATES = new Set([checkUploads, checkLinks]);
/** The steps that make pages arrive sooner and change nothing a page shows or refuses. */
const DELIVERY = new Set([inlineCriticalCss, precompress]);

const allSteps = [
  // First: an upload that is no JPEG, PNG or WebP fails the build before anything is written.
  ["uploads (JPEG, PNG or WebP only)", checkUploads],
  // Then each upload rendered as the site's images are (decision 0811), before any check reads
  // the pages that show them.
  ["uploads rendered (AVIF and WebP)", renderUploads],
  ["not-found page", moveNotFoundPage],
  ["sitemap.xml", writeSitemap],
  ["robots.txt", writeRobots],
  ["feed.xml (Atom, Resource Center)", writeFeed],
  ["favicon.ico", writeFavicon],
  ["search index (Pagefind, /pagefind/)", writeSearchIndex],
  ["content in place (no page hidden without JavaScript)", checkContentInPlace],
  // After every page, the feed and the sitemap exist: each link must answer one of them.
  ["links (every content and page link answers)", checkLinks],
  // After the sitemap, feed and search index, which never see it; before the policies.
  ["content editor (/admin/, CMS_ADMIN=true only)", writeEditor],
  // After the checks that read pages (they need none of it); before the policies, which hash it.
  ["first stylesheet in each page (decision 0528)", inlineCriticalCss],
  // After every step that writes HTML: policies hash the final pages' inline scripts and styles.
  ["security headers (CSP hashes)", writeSecurityHeaders],
  ["server configs (nginx.conf, _headers, _redirects)", writeDeployConfig],
  // Compression last: it must see every file the earlier steps wrote.
  ["precompress", precompress],
];

const withDelivery = process.env.DELIVERY_STEPS !== "off";
const steps = process.argv.includes("--gates")
  ? allSteps.filter(([, run]) => GATES.has(run))
  : allSteps.filter(([, run]) => withDelivery || !DELIVERY.has(run));
if (!withDelivery)
  console.log("postbuild: DELIVERY_STEPS=off: no first stylesheet, no precompression");

for (const [name, run] of steps) {
  const started = performance.now();
  const summary = await run({ clientDir });
  console.log(
    `postbuild: ${name} (${Math.round(performance.now() - started)} ms)${summary ? ` ${summary}` : ""}`,
  );
}
