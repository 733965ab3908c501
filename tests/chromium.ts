export { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
