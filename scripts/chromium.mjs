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
 * half the CPU per page, for the browser tests that assert behaviour (decision 0005). Falls
 * back to Chromium where the package is missing.
 */
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const headlessShellPath = existsSync(headlessShell) ? headlessShell : chromiumPath;
