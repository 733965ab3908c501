/**
 * How a screenshot is captured: by the project's `toHaveScreenshot` (playwright.config.ts) and by
 * the byte-identical pass in pages.spec.ts, which must capture exactly as it does.
 */
export const screenshotCapture = {
  animations: "disabled",
  caret: "hide",
  scale: "css",
} as const;
