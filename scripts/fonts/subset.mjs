// @ts-check
/**
 * `npm run fonts`: writes the core font files and app/fonts/fonts.css (see core-fonts.mjs).
 * Run it after changing a cut (FONTS[].cores) or WEIGHT_RANGE, or after updating @fontsource.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { CSS_FILE, FONTS, WEIGHT_RANGE, rangesText, renderFontCss, root } from "./core-fonts.mjs";

for (const cut of FONTS.flatMap((font) => font.cores)) {
  const source = readFileSync(path.join(root, cut.source));
  const subset = await subsetFont(source, rangesText(cut.ranges), {
    targetFormat: "woff2",
    variationAxes: { wght: { ...WEIGHT_RANGE } },
  });
  writeFileSync(path.join(root, cut.output), subset);
  console.log(`${cut.output}: ${source.length} -> ${subset.length} bytes`);
}
writeFileSync(path.join(root, CSS_FILE), renderFontCss());
console.log(`${CSS_FILE} written`);
