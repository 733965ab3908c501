export { chromiumArgs, chromiumPath, headlessShellPath } from "../scripts/chromium.mjs";
