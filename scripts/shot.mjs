// Screenshot helper for reviewing pages: node scripts/shot.mjs <url> <out.png> [width] [fullPage]
/* global window, document */
import { chromium } from "@playwright/test";

const [url, out, width = "1440", full = "true"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
// Scroll through once so in-view animations (fade-ins, counters) reach their final state.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 400) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 120));
  }
  window.scrollTo(0, 0);
  await new Promise((r) => setTimeout(r, 2000));
});
await page.screenshot({ path: out, fullPage: full === "true" });
await browser.close();
