import { existsSync } from "node:fs";

/** Debian's Chromium, with the flags this closed-network machine needs (tests and benches). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's chromium-headless-shell (same version as chromium, installed with it by
 * scripts/ensure-system-deps.sh): what Playwright itself runs headless by default, at about
 * half the CPU per page, for every browser test and the screenshots (decisions 0005, 0006).
 * Falls back to Chromium where the package is missing: the screenshots then fail on their
 * browser record (tests/visual/baseline-browser.txt), since their baselines are the shell's.
 */
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const headlessShellPath = existsSync(headlessShell) ? headlessShell : chromiumPath;

/**
 * The shell's own default hints glyphs fully, which rounds their advances: text set wider than
 * Chromium sets it, so lines wrap elsewhere (a service page's lead took four lines, not three).
 * Unhinted, it lays pages out as Chromium does, to the pixel row (decision 0006).
 */
export const headlessShellArgs = [...chromiumArgs, "--font-render-hinting=none"];
