import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, recordLayoutShifts } from "./page-helpers";
import { allPagePaths } from "./routes";

/**
 * The first frame a visitor sees is a finished layout, even when the HTML arrives in parts (a
 * slow link, or the parser pausing): Chromium paints whatever is parsed when the parser waits,
 * and a frame of a half-parsed top bar or hero moved its content when the rest came (the
 * 0.011–0.043 layout shifts of a 1-in-40 CI flake, and up to 0.41 on a throttled phone). Here a
 * proxy holds each page's HTML for 600 ms at a point inside the top bar or the hero; the page
 * must show neither half. What comes after the hero may still stream in below it.
 */

/** Serves `upstream` (the built site), holding every HTML body for `holdMs` before `cutBefore`. */
async function stallingProxy(upstream: string, cutBefore: string, holdMs: number) {
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? "/", upstream), {
      headers: { "accept-encoding": "identity" },
    });
    const type = answer.headers.get("content-type") ?? "";
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
    if (!type.startsWith("text/html")) return void res.end(body);
    const html = body.toString("utf8");
    const at = html.indexOf(cutBefore);
    if (at < 0) {
      // A cut that is not in the page would test nothing: answer so the test fails loudly.
      res.end(`<!doctype html><title>cut not found</title><p>${cutBefore} is not in the page`);
      return;
    }
    res.write(html.slice(0, at));
    setTimeout(() => res.end(html.slice(at)), holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The spec's top bar, in its order. */
const TOP_BAR = [
  "Home",
  "About Us",
  "Services",
  "Industries",
  "Careers",
  "Resources",
  "Contact Us",
];

const cases = [
  { path: "/services/quantitative", cutBefore: ">Careers<", where: "inside the top bar's links" },
  {
    path: "/services/quantitative",
    cutBefore: "<picture",
    where: "between the hero's text and image",
  },
  { path: "/", cutBefore: "<picture", where: "between the hero's text and image" },
];

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    for (const { path, cutBefore, where } of cases) {
      test(`${path}, HTML held ${where}: the first frame is the whole layout and nothing moves`, async ({
        page,
        baseURL,
      }) => {
        const proxy = await stallingProxy(baseURL!, cutBefore, 600);
        try {
          const layoutShifts = await recordLayoutShifts(page);
          await page.addInitScript(() => {
            const w = window as unknown as {
              __firstFrame: { topBar: string[]; heroImage: boolean; sinceStart: number };
            };
            // A frame callback runs just before the first frame is produced.
            requestAnimationFrame(() => {
              const items = document.querySelectorAll("header nav[aria-label='Main'] > ul > li");
              w.__firstFrame = {
                topBar: [...items].map(
                  (li) => li.querySelector("a, button")?.textContent?.trim() ?? "",
                ),
                heroImage: !!document.querySelector("main picture img"),
                sinceStart: performance.now(),
              };
            });
          });
          await page.goto(`${proxy.origin}${path}`);
          await waitForHydration(page);
          await framesPass(page, 2);
          const firstFrame = await page.evaluate(
            () => (window as unknown as { __firstFrame: unknown }).__firstFrame,
          );
          const shifts = await layoutShifts();
          expect(firstFrame, "a frame was produced").toBeTruthy();
          const { topBar, heroImage, sinceStart } = firstFrame as {
            topBar: string[];
            heroImage: boolean;
            sinceStart: number;
          };
          expect(topBar, "the top bar's links in the first frame").toEqual(TOP_BAR);
          expect(heroImage, "the hero's image is in the first frame").toBe(true);
          expect(
            shifts.reduce((a, b) => a + b, 0),
            "layout shift while loading",
          ).toBe(0);
          expect(sinceStart, "the first frame waited for the held part").toBeGreaterThan(600);
        } finally {
          await proxy.close();
        }
      });
    }
  });
}

test("every page ends its opening section with the mark its first frame waits for", async ({
  request,
}) => {
  expect(allPagePaths.length).toBeGreaterThanOrEqual(90);
  for (const path of [...allPagePaths, "/404"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
    const main = html.indexOf('<main id="main"');
    const mark = html.indexOf('id="hero-end"');
    expect(html.split('id="hero-end"').length - 1, `${path}: one mark`).toBe(1);
    // Inside <main>'s opening section: after <main> and before that section's end.
    expect(mark, `${path}: after <main>`).toBeGreaterThan(main);
    expect(mark, `${path}: in the opening section`).toBeLessThan(html.indexOf("</section>", main));
  }
});
