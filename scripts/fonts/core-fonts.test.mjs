// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CSS_FILE,
  FONTS,
  inRanges,
  parseUnicodeRange,
  renderFontCss,
  root,
  withoutRanges,
} from "./core-fonts.mjs";

/** @fontsource's faces of a font: file name and code points (its unicode-range). */
function fontsourceFaces(font) {
  const css = readFileSync(path.join(root, font.css), "utf8");
  return [...css.matchAll(/url\(\.\/files\/([\w-]+\.woff2)\)[^}]*unicode-range:\s*([^;]+);/g)].map(
    ([, file = "", range = ""]) => ({ file, ranges: parseUnicodeRange(range) }),
  );
}

/** The faces of a family in the generated stylesheet: source file and code points. */
function generatedFaces(family) {
  const css = readFileSync(path.join(root, CSS_FILE), "utf8");
  return css
    .split("@font-face")
    .filter((block) => block.includes(`font-family: '${family}'`))
    .map((block) => ({
      file: /url\(([^)]+)\)/.exec(block)?.[1] ?? "",
      ranges: parseUnicodeRange(/unicode-range: ([^;]+);/.exec(block)?.[1] ?? ""),
    }));
}

/** Every string in the site's copy: all exports of app/content, and its Markdown items. */
function copyStrings() {
  const modules = import.meta.glob(["../../app/content/**/*.ts", "!**/*.test.ts"], {
    eager: true,
  });
  const markdown = import.meta.glob("../../app/content/**/*.md", {
    query: "?raw",
    import: "default",
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
  Object.values(markdown).forEach(walk);
  return out;
}

describe("core font subsets", () => {
  it("cover only characters that the @fontsource file they are cut from has", () => {
    for (const font of FONTS)
      for (const cut of font.cores) {
        const face = fontsourceFaces(font).find((f) => cut.source.endsWith(`/${f.file}`));
        expect(face, cut.source).toBeDefined();
        for (const [from, to] of cut.ranges)
          for (let cp = from; cp <= to; cp++)
            expect(inRanges(cp, face.ranges), `U+${cp.toString(16)}`).toBe(true);
      }
  });

  it("cover every character of the site's copy that the fonts have, so pages fetch no other file", () => {
    const strings = copyStrings();
    const all = strings.join("");
    expect(all).toContain("We Decode Minds, Markets, and");
    // From a Markdown item: the resource bodies are copy too.
    expect(all).toContain("inter-coder agreement of κ");
    const missing = new Set();
    for (const font of FONTS) {
      const faces = fontsourceFaces(font);
      const cuts = font.cores.flatMap((c) => c.ranges);
      for (const ch of all) {
        const cp = ch.codePointAt(0) ?? 0;
        if (cp < 0x20 || inRanges(cp, cuts)) continue;
        if (faces.some((f) => inRanges(cp, f.ranges)))
          missing.add(`${font.family}: ${ch} (U+${cp.toString(16)})`);
      }
    }
    // Add the character to a cut's ranges in scripts/fonts/core-fonts.mjs and run `npm run fonts`.
    expect([...missing]).toEqual([]);
  });

  it("share no character with another face of their family, which Chromium would fetch too", () => {
    for (const font of FONTS) {
      const faces = generatedFaces(font.family);
      for (const cut of font.cores) {
        const own = path.basename(cut.output);
        const others = faces.filter((f) => !f.file.endsWith(own));
        expect(others.length).toBeGreaterThan(0);
        for (const [from, to] of cut.ranges)
          for (let cp = from; cp <= to; cp++)
            expect(
              others.filter((f) => inRanges(cp, f.ranges)).map((f) => f.file),
              `${font.family} U+${cp.toString(16)}`,
            ).toEqual([]);
      }
    }
  });

  it("leave @fontsource's Latin face exactly the characters outside the core", () => {
    const latinCore = FONTS[0].cores[0];
    expect(latinCore.output).toBe("app/fonts/inter-core.woff2");
    const rest = withoutRanges(parseUnicodeRange("U+0000-00FF,U+2000-206F"), latinCore.ranges);
    const covered = (cp) => rest.some(([from, to]) => cp >= from && cp <= to);
    for (const cp of [0x41, 0xa9, 0x2014, 0x201c]) expect(covered(cp)).toBe(false);
    for (const cp of [0x7f, 0xe9, 0xff, 0x2000, 0x2015, 0x206f]) expect(covered(cp)).toBe(true);
  });

  it("are current: app/fonts/fonts.css matches the charset, the weights and the font files", () => {
    // Stale after a change to a cut's ranges, WEIGHT_RANGE or @fontsource: run `npm run fonts`.
    expect(readFileSync(path.join(root, CSS_FILE), "utf8")).toBe(renderFontCss());
  });
});
