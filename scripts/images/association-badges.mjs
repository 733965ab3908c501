// @ts-check
/**
 * `npm run images:badges`: draws the association badges, one distinct badge per body: a shape
 * of the site's own drawing grammar in its inks with the body's short name in Inter as
 * outlines. They stand in for the bodies' own marks, which are used only under their logo
 * rules, so nothing here copies a mark's shape, colour or lettering; and nothing says
 * "certified" or looks like a seal, since the firm has still to confirm each membership
 * (docs/decisions/0202-about-and-associations.md, 0610-drawings.md, 0909).
 *
 * Writes each drawing's source to assets/badges/<key>.svg (text outlined as by
 * `npm run images:outline`) and renders it with sharp, as `npm run images` renders the other
 * drawings, to public/logos/<key>.png at three times the size the wall shows (56 px high).
 * Prints each badge's size for app/content/data/associations.yaml (associations.test.ts checks
 * they match).
 */
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { outlineRun, outlineSvg } from "./outline-text.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** The site's ink tokens (app/styles/app.css): the badges are drawn in one ink (decision 0939). */
const C = {
  ink900: "#12213f",
  ink700: "#2b3d63",
  ink600: "#44547a",
  ink300: "#a7b1c7",
  ink200: "#cdd3e0",
  ink100: "#e6e9f0",
  white: "#ffffff",
};
/** Drawn at the height the wall shows them (h-14); rendered at 3×. */
const HEIGHT = 56;
const SCALE = 3;

/**
 * @typedef {{ text: string, x: number, y: number, size: number, weight: number,
 *   spacing?: number, fill: string, anchor?: "start" | "middle" }} Run
 */

/** One outlined run of Inter, keeping what it says for `npm run images:outline`. */
async function run(/** @type {Run} */ r) {
  const spacing = r.spacing ?? 0;
  const anchor = r.anchor ?? "start";
  const d = await outlineRun({
    text: r.text,
    family: "Inter",
    fontSize: r.size,
    fontWeight: r.weight,
    letterSpacing: spacing,
    x: r.x,
    y: r.y,
    anchor,
  });
  const anchorAttr = anchor === "start" ? "" : ` data-text-text-anchor="${anchor}"`;
  return `<path data-text="${r.text}" data-text-x="${r.x}" data-text-y="${r.y}" data-text-font-family="Inter" data-text-font-size="${r.size}" data-text-font-weight="${r.weight}" data-text-letter-spacing="${spacing}"${anchorAttr} fill="${r.fill}" d="${d}"/>`;
}

/** The right edge of a run as drawn (from its outline's x extent). */
async function rightOf(/** @type {Run} */ r) {
  const d = await outlineRun({
    text: r.text,
    family: "Inter",
    fontSize: r.size,
    fontWeight: r.weight,
    letterSpacing: r.spacing ?? 0,
    x: r.x,
    y: r.y,
  });
  return Math.max(...[...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1])));
}

/** A name set beside an emblem: the first word bold, the second lighter, on two lines. */
async function twoLines(/** @type {number} */ x, /** @type {[string, string]} */ [first, second]) {
  const runs = [
    { text: first, x, y: 25, size: 17, weight: 700, fill: C.ink900 },
    { text: second, x, y: 45, size: 15, weight: 500, fill: C.ink700 },
  ];
  const right = Math.max(...(await Promise.all(runs.map(rightOf))));
  return { paths: (await Promise.all(runs.map(run))).join(""), width: Math.ceil(right + 2) };
}

/** Each body's badge: its shapes and its width. No two share a shape. */
const BADGES = [
  {
    key: "iso",
    title: "ISO",
    // A standards sheet with a folded corner and two rules: a document, not a globe or a seal.
    draw: async () => ({
      width: 64,
      body:
        `<path d="M12 3.5H46L60.5 18V46Q60.5 52.5 54 52.5H12Q5.5 52.5 5.5 46V10Q5.5 3.5 12 3.5Z" fill="${C.ink100}" stroke="${C.ink700}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M46 3.5V13Q46 18 51 18H60.5" fill="none" stroke="${C.ink700}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M14 15H36M14 22H30" stroke="${C.ink600}" stroke-width="3" stroke-linecap="round"/>` +
        (await run({
          text: "ISO",
          x: 33,
          y: 43,
          size: 17,
          weight: 800,
          spacing: 1,
          fill: C.ink900,
          anchor: "middle",
        })),
    }),
  },
  {
    key: "esomar",
    title: "ESOMAR",
    // A long navy hexagon with the name in white over a teal rule.
    draw: async () => ({
      width: 136,
      body:
        `<path d="M14 4H122L134 28L122 52H14L2 28Z" fill="${C.ink900}" stroke-linejoin="round"/>` +
        `<path d="M50 41H86" stroke="${C.ink300}" stroke-width="3" stroke-linecap="round"/>` +
        (await run({
          text: "ESOMAR",
          x: 68,
          y: 33,
          size: 17,
          weight: 700,
          spacing: 2.5,
          fill: C.white,
          anchor: "middle",
        })),
    }),
  },
  {
    key: "insights-association",
    title: "Insights Association",
    // Two linked rings (members joined), the name beside them.
    draw: async () => {
      const name = await twoLines(58, ["Insights", "Association"]);
      return {
        width: name.width,
        body:
          `<path d="M28 16.9A13.5 13.5 0 0 1 28 39.1A13.5 13.5 0 0 1 28 16.9Z" fill="${C.ink100}"/>` +
          `<circle cx="20" cy="28" r="13.5" fill="none" stroke="${C.ink900}" stroke-width="3.5"/>` +
          `<circle cx="36" cy="28" r="13.5" fill="none" stroke="${C.ink600}" stroke-width="3.5"/>` +
          name.paths,
      };
    },
  },
  {
    key: "insight-platforms",
    title: "Insight Platforms",
    // Three stacked plates, the name beside them.
    draw: async () => {
      const name = await twoLines(56, ["Insight", "Platforms"]);
      const plate = (/** @type {number} */ y, /** @type {string} */ fill) =>
        `<path d="M25 ${y - 9}L46 ${y}L25 ${y + 9}L4 ${y}Z" fill="${fill}" stroke="${C.white}" stroke-width="2" stroke-linejoin="round"/>`;
      return {
        width: name.width,
        body: plate(39, C.ink900) + plate(28, C.ink600) + plate(17, C.ink300) + name.paths,
      };
    },
  },
  {
    key: "pair",
    title: "PAIR",
    // A teal pill holding two joined dots (a pair) and the name.
    draw: async () => {
      const text = { text: "PAIR", x: 44, y: 34, size: 18, weight: 700, spacing: 2.5 };
      const right = await rightOf({ ...text, fill: C.white });
      const width = Math.ceil(right + 18);
      return {
        width,
        body:
          `<rect x="2" y="8" width="${width - 4}" height="40" rx="20" fill="${C.ink700}"/>` +
          `<path d="M19 28H29" stroke="${C.ink300}" stroke-width="3"/>` +
          `<circle cx="17" cy="28" r="5.5" fill="${C.white}"/>` +
          `<circle cx="31" cy="28" r="5.5" fill="${C.ink300}"/>` +
          (await run({ ...text, fill: C.white })),
      };
    },
  },
  {
    key: "mrsi",
    title: "MRSI",
    // A navy disc holding three rising bars, the name beside it.
    draw: async () => {
      const text = { text: "MRSI", x: 62, y: 36, size: 21, weight: 800, spacing: 1.5 };
      const right = await rightOf({ ...text, fill: C.ink900 });
      return {
        width: Math.ceil(right + 2),
        body:
          `<circle cx="28" cy="28" r="25" fill="${C.ink900}"/>` +
          `<path d="M19 38V30M28 38V22M37 38V16" stroke="${C.ink300}" stroke-width="5" stroke-linecap="round"/>` +
          `<path d="M16 42.5H40" stroke="${C.ink200}" stroke-width="2" stroke-linecap="round"/>` +
          (await run({ ...text, fill: C.ink900 })),
      };
    },
  },
  {
    key: "qrca",
    title: "QRCA",
    // A speech bubble (qualitative research is conversation) with the name inside.
    draw: async () => {
      const text = { text: "QRCA", x: 0, y: 31, size: 18, weight: 700, spacing: 2 };
      const inner = (await rightOf({ ...text, fill: C.ink900 })) + 2;
      const width = Math.ceil(inner + 36);
      const right = width - 2.5;
      return {
        width,
        body:
          `<path d="M14.5 3.5H${right - 12}Q${right} 3.5 ${right} 15.5V30.5Q${right} 42.5 ${right - 12} 42.5H26L13 53V42.5Q2.5 42 2.5 30.5V15.5Q2.5 3.5 14.5 3.5Z" fill="${C.white}" stroke="${C.ink700}" stroke-width="3" stroke-linejoin="round"/>` +
          (await run({ ...text, x: width / 2, anchor: "middle", fill: C.ink900 })),
      };
    },
  },
];

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const badge of BADGES) {
    const { width, body } = await badge.draw();
    // Through the outliner once more, so `npm run images:outline` leaves the files as they are.
    const svg = await outlineSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}">` +
        `<title>${badge.title}</title>${body}</svg>\n`,
    );
    writeFileSync(path.join(root, "assets/badges", `${badge.key}.svg`), svg);
    const png = path.join(root, "public/logos", `${badge.key}.png`);
    await sharp(Buffer.from(svg), { density: 72 * SCALE })
      .png({ palette: true, effort: 10, compressionLevel: 9 })
      .toFile(png);
    const meta = await sharp(png).metadata();
    console.log(
      `public/logos/${badge.key}.png: width ${width}, height ${HEIGHT} (${meta.width} × ${meta.height} px, ${statSync(png).size} B)`,
    );
  }
}
