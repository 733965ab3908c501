// @ts-check
/**
 * `npm run images:badges`: draws the association badges in public/logos, one neutral
 * typographic badge per body (its name in Fraunces as outlines, one colour)
 * standing in for the bodies' own marks, which are used only under their logo rules
 * (docs/decisions/0202-about-and-associations.md). Prints each badge's size for
 * app/content/associations.ts (associations.test.ts checks they match).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { outlineRun } from "./outline-text.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** The name as lines: acronyms on one, two-word names stacked so every badge stays compact. */
const BADGES = [
  { key: "iso", title: "ISO", lines: ["ISO"] },
  { key: "esomar", title: "ESOMAR", lines: ["ESOMAR"] },
  {
    key: "insights-association",
    title: "Insights Association",
    lines: ["Insights", "Association"],
  },
  { key: "insight-platforms", title: "Insight Platforms", lines: ["Insight", "Platforms"] },
  { key: "pair", title: "PAIR", lines: ["PAIR"] },
  { key: "mrsi", title: "MRSI", lines: ["MRSI"] },
  { key: "qrca", title: "QRCA", lines: ["QRCA"] },
];

const INK = "#2b3d63"; // ink-700: neutral, AA on white
// Drawn at the size the wall shows them (h-14): the wall's cards are the badges' frames.
const HEIGHT = 56;
const PAD_X = 2;
const ONE_LINE = { fontSize: 30, letterSpacing: 2.4, baselines: [39] };
const TWO_LINES = { fontSize: 20, letterSpacing: 0.2, baselines: [24, 48] };

/** Advance width of a run, measured from its outline's x extent (good enough for centring). */
function extentOf(/** @type {string} */ d) {
  const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
  return { min: Math.min(...xs), max: Math.max(...xs) };
}

for (const badge of BADGES) {
  const style = badge.lines.length === 1 ? ONE_LINE : TWO_LINES;
  const runs = [];
  for (const [i, text] of badge.lines.entries()) {
    const d = await outlineRun({
      text,
      family: "Fraunces",
      fontSize: style.fontSize,
      fontWeight: 600,
      letterSpacing: style.letterSpacing,
      y: style.baselines[i],
    });
    runs.push({ text, d, ...extentOf(d), y: style.baselines[i] });
  }
  const inner = Math.ceil(Math.max(...runs.map((r) => r.max - r.min)));
  const width = inner + 2 * PAD_X;
  const paths = [];
  for (const run of runs) {
    const x = Math.round((PAD_X + (inner - (run.max - run.min)) / 2 - run.min) * 100) / 100;
    const d = await outlineRun({
      text: run.text,
      family: "Fraunces",
      fontSize: style.fontSize,
      fontWeight: 600,
      letterSpacing: style.letterSpacing,
      x,
      y: run.y,
    });
    paths.push(
      `<path data-text="${run.text}" data-text-x="${x}" data-text-y="${run.y}" data-text-font-family="Fraunces" data-text-font-size="${style.fontSize}" data-text-font-weight="600" data-text-letter-spacing="${style.letterSpacing}" d="${d}"/>`,
    );
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img">` +
    `<title>${badge.title}</title>` +
    `<g fill="${INK}">${paths.join("")}</g></svg>\n`;
  writeFileSync(path.join(root, "public/logos", `${badge.key}.svg`), svg);
  console.log(`public/logos/${badge.key}.svg: width ${width}, height ${HEIGHT}`);
}
