// @ts-check
/**
 * The "core" font files: the Latin subsets of the two variable fonts (Inter for text, Fraunces
 * for headings, the LCP text), cut down to the characters the site's copy uses and the weights
 * it sets, so the two preloaded fonts weigh ~45 KB instead of ~85 KB
 * (docs/decisions/0503-core-font-subsets.md).
 *
 * A copy character from another script gets a cut of its own from that script's file (κ, see
 * GREEK_CORE_RANGES), not preloaded: only the pages that show it fetch it.
 *
 * Nothing is lost: app/fonts/fonts.css keeps all of @fontsource's faces and narrows each face a
 * cut was made from to the characters outside the cut, so any other character (a visitor's "é"
 * in a form, a new word in the copy) still renders in the right font; the browser then downloads
 * the full file. core-fonts.test.mjs fails when the copy uses a character one of the fonts has
 * and no cut covers.
 *
 * `npm run fonts` regenerates the files and app/fonts/fonts.css; the test checks they match
 * the charset, the axis range and the installed @fontsource files.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** Code point ranges (inclusive) the core files cover. */
const CORE_RANGES = /** @type {const} */ ([
  // Basic Latin, control characters included, so that a tab or line break in a text run
  // (pre-line text, a textarea) can never be what makes a page fetch the full Latin file.
  [0x00, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb2], // ° ± ²
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2010, 0x2014], // hyphens, non-breaking hyphen, en and em dashes
  [0x2018, 0x201d], // curly quotes
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
]);

/** The weights the design sets (400–600) with headroom for bold; outside it the font clamps. */
export const WEIGHT_RANGE = /** @type {const} */ ({ min: 400, max: 700 });

/**
 * Characters of the copy outside Latin, cut from @fontsource's file for their script: the
 * spec's "inter-coder κ ≥0.80" would otherwise fetch Inter's whole Greek file (18 KB) on the
 * pages that show it. Only Inter has a Greek file; the metric is set in body text.
 */
const GREEK_CORE_RANGES = /** @type {const} */ ([
  [0x3ba, 0x3ba], // κ
]);

/**
 * @typedef {{ source: string, output: string, ranges: readonly (readonly [number, number])[],
 *   preload: boolean }} CoreCut
 * @typedef {{ family: string, css: string, cores: readonly CoreCut[] }} CoreFont
 */

/** @type {readonly CoreFont[]} */
export const FONTS = [
  {
    family: "Inter Variable",
    css: "node_modules/@fontsource-variable/inter/wght.css",
    cores: [
      {
        source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
        output: "app/fonts/inter-core.woff2",
        ranges: CORE_RANGES,
        preload: true,
      },
      {
        source: "node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2",
        output: "app/fonts/inter-greek-core.woff2",
        ranges: GREEK_CORE_RANGES,
        preload: false,
      },
    ],
  },
  {
    family: "Fraunces Variable",
    css: "node_modules/@fontsource-variable/fraunces/wght.css",
    cores: [
      {
        source: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
        output: "app/fonts/fraunces-core.woff2",
        ranges: CORE_RANGES,
        preload: true,
      },
    ],
  },
];

export const CSS_FILE = "app/fonts/fonts.css";

/**
 * @param {number} cp
 * @param {readonly (readonly [number, number])[]} ranges
 */
export function inRanges(cp, ranges) {
  return ranges.some(([from, to]) => cp >= from && cp <= to);
}

/**
 * The characters of code point ranges, as the text to subset to.
 * @param {readonly (readonly [number, number])[]} ranges
 */
export function rangesText(ranges) {
  return ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join("");
}

/**
 * Code point ranges of a CSS unicode-range value.
 * @param {string} value e.g. "U+0000-00FF,U+0131"
 * @returns {[number, number][]}
 */
export function parseUnicodeRange(value) {
  return value.split(",").map((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * CSS unicode-range value of code point ranges.
 * @param {readonly (readonly [number, number])[]} ranges
 */
function formatUnicodeRange(ranges) {
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/**
 * The ranges minus the code points of a cut.
 * @param {[number, number][]} ranges
 * @param {readonly (readonly [number, number])[]} cut
 * @returns {[number, number][]}
 */
export function withoutRanges(ranges, cut) {
  /** @type {[number, number][]} */
  const out = [];
  for (const [from, to] of ranges) {
    let start = -1;
    for (let cp = from; cp <= to + 1; cp++) {
      const keep = cp <= to && !inRanges(cp, cut);
      if (keep && start < 0) start = cp;
      if (!keep && start >= 0) {
        out.push([start, cp - 1]);
        start = -1;
      }
    }
  }
  return out;
}

/** @param {string | Buffer} data */
const sha256 = (data) => createHash("sha256").update(data).digest("hex").slice(0, 16);

/**
 * The site's font stylesheet: @fontsource's faces of both families, with the Latin face
 * narrowed to the characters outside the core, and the core faces. The ranges must not
 * overlap: while a face is loading, Chromium also fetches the next face covering the same
 * characters. The header records what the files were made from, so a test can tell when
 * they are stale.
 * @param {(file: string) => Buffer} read reads a file relative to the project root
 */
export function renderFontCss(read = (file) => readFileSync(path.join(root, file))) {
  const cuts = FONTS.flatMap((font) => font.cores);
  const recipe = sha256(JSON.stringify({ cuts: cuts.map((c) => c.ranges), WEIGHT_RANGE }));
  const lines = [
    "/* Generated by `npm run fonts` (scripts/fonts/subset.mjs); do not edit. */",
    `/* recipe ${recipe}; ${cuts
      .map(
        (c) =>
          `${path.basename(c.output)} ${sha256(read(c.output))} from ${path.basename(c.source)} ${sha256(read(c.source))}`,
      )
      .join("; ")} */`,
  ];
  for (const font of FONTS) {
    const filesDir = path.relative(path.dirname(CSS_FILE), path.dirname(font.css));
    const css = read(font.css).toString("utf8");
    for (const [, name = "", body = ""] of css.matchAll(
      /\/\* ([\w-]+) \*\/\s*@font-face \{([^}]*)\}/g,
    )) {
      let face = body
        .trim()
        .split("\n")
        .map((line) => `  ${line.trim()}`)
        .join("\n")
        .replace("url(./", `url(${filesDir}/`);
      const cut = font.cores.find((c) => path.basename(c.source).startsWith(name));
      if (cut) {
        const range = /unicode-range: ([^;]+);/.exec(face)?.[1] ?? "";
        face = face.replace(
          range,
          formatUnicodeRange(withoutRanges(parseUnicodeRange(range), cut.ranges)),
        );
      }
      lines.push(`/* ${name} */`, "@font-face {", face, "}");
    }
    for (const cut of font.cores)
      lines.push(
        `/* ${path.basename(cut.output, ".woff2")}: the copy's characters${cut.preload ? ", preloaded" : ""} */`,
        "@font-face {",
        `  font-family: '${font.family}';`,
        "  font-style: normal;",
        // A preloaded optional face holds the first frame briefly and is never swapped in later,
        // so a font that comes late leaves the page in the fallback rather than moving it.
        `  font-display: ${cut.preload ? "optional" : "swap"};`,
        "  font-weight: 100 900;",
        `  src: url(./${path.basename(cut.output)}) format('woff2-variations');`,
        `  unicode-range: ${formatUnicodeRange(cut.ranges)};`,
        "}",
      );
  }
  return `${lines.join("\n")}\n`;
}
