// @ts-check
/**
 * `npm run fonts`: writes the core font files and app/fonts/fonts.css (see core-fonts.mjs).
 * Run it after changing CORE_RANGES or WEIGHT_RANGE, or after updating @fontsource.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { CSS_FILE, FONTS, WEIGHT_RANGE, coreText, renderFontCss, root } from "./core-fonts.mjs";

for (const font of FONTS) {
  const source = readFileSync(path.join(root, font.source));
  const subset = await subsetFont(source, coreText(), {
    targetFormat: "woff2",
    variationAxes: { wght: { ...WEIGHT_RANGE } },
  });
  writeFileSync(path.join(root, font.output), subset);
  console.log(`${font.output}: ${source.length} -> ${subset.length} bytes`);
}
writeFileSync(path.join(root, CSS_FILE), renderFontCss());
console.log(`${CSS_FILE} written`);
