// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CORE_RANGES,
  CSS_FILE,
  FONTS,
  inCore,
  parseUnicodeRange,
  renderFontCss,
  root,
  withoutCore,
} from "./core-fonts.mjs";

/** The code points of @fontsource's Latin face of a font (its unicode-range). */
function fontsourceLatinRange(font) {
  const css = readFileSync(path.join(root, font.css), "utf8");
  const face = css.split("@font-face").find((block) => block.includes(path.basename(font.source)));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1];
  if (!range) throw new Error(`no unicode-range for ${font.source}`);
  const parts = parseUnicodeRange(range);
  return (cp) => parts.some(([from, to]) => cp >= from && cp <= to);
}

/** Every string in the site's copy: all exports of app/content, walked recursively. */
function copyStrings() {
  const modules = import.meta.glob(["../../app/content/**/*.ts", "!**/*.test.ts"], {
    eager: true,
  });
  const out = [];
  const seen = new Set();
  const walk = (value) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      Object.values(value).forEach(walk);
    }
  };
  Object.values(modules).forEach(walk);
  return out;
}

describe("core font subsets", () => {
  it("cover only characters that @fontsource's Latin files have", () => {
    for (const font of FONTS) {
      const inLatin = fontsourceLatinRange(font);
      for (const [from, to] of CORE_RANGES)
        for (let cp = from; cp <= to; cp++) expect(inLatin(cp), `U+${cp.toString(16)}`).toBe(true);
    }
  });

  it("cover every Latin character of the site's copy, so pages never fetch the full files", () => {
    const strings = copyStrings();
    expect(strings.join("")).toContain("We Decode Minds, Markets, and");
    const inLatin = fontsourceLatinRange(FONTS[0]);
    const missing = new Set();
    for (const text of strings)
      for (const ch of text) {
        const cp = ch.codePointAt(0) ?? 0;
        if (cp >= 0x20 && inLatin(cp) && !inCore(cp)) missing.add(`${ch} (U+${cp.toString(16)})`);
      }
    // Add the character to CORE_RANGES in scripts/fonts/core-fonts.mjs and run `npm run fonts`.
    expect([...missing]).toEqual([]);
  });

  it("leave @fontsource's Latin face exactly the characters outside the core", () => {
    const rest = withoutCore(parseUnicodeRange("U+0000-00FF,U+2000-206F"));
    const covered = (cp) => rest.some(([from, to]) => cp >= from && cp <= to);
    for (const cp of [0x41, 0xa9, 0x2014, 0x201c]) expect(covered(cp)).toBe(false);
    for (const cp of [0x7f, 0xe9, 0xff, 0x2000, 0x2015, 0x206f]) expect(covered(cp)).toBe(true);
  });

  it("are current: app/fonts/fonts.css matches the charset, the weights and the font files", () => {
    // Stale after a change to CORE_RANGES, WEIGHT_RANGE or @fontsource: run `npm run fonts`.
    expect(readFileSync(path.join(root, CSS_FILE), "utf8")).toBe(renderFontCss());
  });
});
