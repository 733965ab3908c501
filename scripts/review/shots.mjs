// @ts-check
// The functions handed to evaluate run in the page, not in Node.
/* global window, document */
/**
 * `npm run review:shots`: the screenshots an independent design review reads (issue 50;
 * docs/reviews/README.md). Every page of `PAGES` at a phone's 390 px and a desktop's 1440 px,
 * full page, after scrolling through it once so what reveals or counts on scroll has done so;
 * each cut into numbered parts, top to bottom (1,800 px at 1440, 1,400 px at 390), so a reviewer
 * reads them at full size; and `pages.txt`, each page's file stem and address.
 *
 *   npm run review:shots                         build/client, into reports/review-shots
 *   npm run review:shots -- --out DIR            elsewhere
 *
 * Serves `$BUILD_DIR/client` (default build/client) with the embedded server on `--port`
 * (default 4630). Asserts nothing.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { serveAt } from "../bench/serve.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * One page of every kind the site has: each top-level page, each Resource Center section and one
 * item of each kind (two case studies), a topic's filter, search, a role, the 404.
 */
const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/quantitative",
  "/services/qualitative",
  "/services/panels-sampling",
  "/services/custom",
  "/industries",
  "/case-studies",
  "/clients",
  "/resources",
  "/resources/panel-books",
  "/resources/ebooks",
  "/resources/case-studies",
  "/resources/blog",
  "/resources/panel-books/us-consumer",
  "/resources/ebooks/future-of-data",
  "/resources/case-studies/pricing-reframe",
  "/resources/case-studies/gin-pack-line-up",
  "/blog/how-many-interviews",
  "/resources/topic/pricing",
  "/search",
  "/careers",
  "/careers/research-manager-quantitative",
  "/contact",
  "/privacy-policy",
  "/data-surveys",
  "/solutions",
  "/tools/sample-size",
  "/esomar-37-questions",
  "/quality-and-data-protection",
  "/no-such-page",
];

/** Each width and the height of its parts. */
const WIDTHS = [
  { width: 390, height: 844, part: 1400 },
  { width: 1440, height: 900, part: 1800 },
];

const { values } = parseArgs({
  options: {
    out: { type: "string", default: path.join(root, "reports/review-shots") },
    port: { type: "string", default: "4630" },
  },
});
const out = path.resolve(values.out);
const origin = `http://127.0.0.1:${values.port}`;
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

/** @param {string} route */
const stem = (route) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "_"));

await serveAt(
  "review:shots",
  [path.join(root, "server/serve.mjs"), "--port", values.port, "--dir", `${buildDir}/client`],
  origin,
);
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { width, height, part } of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: width < 640,
    });
    const page = await context.newPage();
    for (const route of PAGES) {
      await page.goto(origin + route, { waitUntil: "networkidle" });
      // Through the page once, as a reader scrolls: sections reveal and figures count.
      const full = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < full; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(1800);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      const file = path.join(out, `${stem(route)}-${width}.png`);
      const png = await page.screenshot({ path: file, fullPage: true });
      const { height: total = 0 } = await sharp(png).metadata();
      for (let top = 0, i = 0; top < total; top += part, i++)
        await sharp(png)
          .extract({ left: 0, top, width, height: Math.min(part, total - top) })
          .toFile(path.join(out, `${stem(route)}-${width}-${i}.png`));
      console.log(`${stem(route)}-${width}: ${total} px`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
await writeFile(
  path.join(out, "pages.txt"),
  PAGES.map((route) => `${stem(route)}  ${route}`).join("\n") + "\n",
);
console.log(`review:shots: ${PAGES.length} pages at ${WIDTHS.length} widths in ${out}`);
