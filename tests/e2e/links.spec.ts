import { expect, test, waitForHydration } from "./fixtures";
import { pagePaths } from "./routes";

/**
 * After hydration, every internal link and image on every page resolves: 200, after at most
 * one redirect. (scripts/checks/links.sh checks the raw prerendered HTML with linkinator.)
 */
test("every internal href and src on every page resolves with 200", async ({ page, request }) => {
  test.setTimeout(180_000);
  const targets = new Map<string, string>();
  for (const pagePath of pagePaths) {
    await page.goto(pagePath);
    await waitForHydration(page);
    const urls = await page.evaluate(() => {
      const found: string[] = [];
      document.querySelectorAll<HTMLAnchorElement>("a[href]").forEach((a) => found.push(a.href));
      document.querySelectorAll<HTMLLinkElement>("link[href]").forEach((l) => found.push(l.href));
      document
        .querySelectorAll("img[src]")
        .forEach((img) => found.push((img as HTMLImageElement).src));
      document.querySelectorAll("img[srcset], source[srcset]").forEach((el) => {
        for (const part of (el.getAttribute("srcset") ?? "").split(",")) {
          const url = part.trim().split(/\s+/)[0];
          if (url) found.push(new URL(url, location.href).href);
        }
      });
      return found.filter((u) => u.startsWith(location.origin));
    });
    for (const url of urls) if (!targets.has(url)) targets.set(url, pagePath);
  }
  expect(targets.size).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const [url, from] of targets) {
    const target = new URL(url);
    target.hash = "";
    const first = await request.get(target.href, { maxRedirects: 0 });
    let status = first.status();
    if (status === 301 || status === 302 || status === 308) {
      const location = new URL(first.headers()["location"] ?? "/", target).href;
      status = (await request.get(location, { maxRedirects: 0 })).status();
    }
    if (status !== 200) failures.push(`${url} (on ${from}): ${status}`);
  }
  expect(failures).toEqual([]);
});
