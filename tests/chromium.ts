export { headlessShellArgs, headlessShellPath } from "../scripts/chromium.mjs";
