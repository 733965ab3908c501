// @ts-check
/**
 * `npm run images:outline`: sets the text of every SVG drawing (assets/images, assets/og,
 * assets/badges) as glyph outlines from the site's own fonts, Fraunces and Inter variable.
 * A drawing served or rasterised as an image cannot use the page's web fonts, so a `<text>`
 * element would come out in whatever font the renderer finds (docs/decisions/0610-drawings.md).
 *
 * Each `<text>` becomes one `<path>` that keeps what it said and how in `data-text*`
 * attributes, so running the script again re-outlines it (after a font update, or after
 * editing `data-text`). Only plain `<text>` runs are supported (no `<tspan>`, no transform on
 * the element itself: put it on a parent `<g>`).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";
import wawoff2 from "wawoff2";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** The directories whose SVGs are outlined (and checked by outline-text.test.mjs). */
export const DRAWING_DIRS = ["assets/images", "assets/og", "assets/badges"];

/** The files the site itself loads (app/fonts), whole rather than its cut-down core subsets. */
const FONT_FILES = {
  Fraunces: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  Inter: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

/** @typedef {keyof typeof FONT_FILES} Family */

/** A serif stack (Georgia, "DejaVu Serif", serif…) maps to Fraunces, anything else to Inter. */
export function brandFamily(/** @type {string} */ fontFamily) {
  const stack = fontFamily.toLowerCase();
  if (stack.includes("fraunces")) return "Fraunces";
  if (stack.includes("inter")) return "Inter";
  return /(^|[\s,"'])serif\b/.test(stack.replace(/sans-serif/g, "")) || /georgia|times/.test(stack)
    ? "Fraunces"
    : "Inter";
}

/** @type {Map<Family, Promise<hb.Face>>} */
const faces = new Map();
function faceOf(/** @type {Family} */ family) {
  let face = faces.get(family);
  if (!face) {
    face = wawoff2
      .decompress(readFileSync(path.join(root, FONT_FILES[family])))
      .then((ttf) => new hb.Face(new hb.Blob(ttf)));
    faces.set(family, face);
  }
  return face;
}

/** Attributes of a start tag, in order. */
function parseAttributes(/** @type {string} */ source) {
  /** @type {[string, string][]} */
  const attributes = [];
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.push([match[1] ?? "", match[2] ?? match[3] ?? ""]);
  }
  return attributes;
}

const decode = (/** @type {string} */ s) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, "&");
const encode = (/** @type {string} */ s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const round = (/** @type {number} */ n) => String(Math.round(n * 100) / 100);

/** The text layout attributes, kept on the outline as data-text-<name>. */
const LAYOUT = [
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "letter-spacing",
  "text-anchor",
];

/**
 * @typedef {{ text: string, family: Family, fontSize: number, fontWeight?: number,
 *   letterSpacing?: number, x?: number, y?: number, anchor?: string }} Run
 */

/**
 * Outlines one run of text: a path `d` in the drawing's coordinates, baseline at (x, y).
 * Throws on a character the font lacks rather than drawing a blank box.
 * @param {Run} run
 */
export async function outlineRun({
  text,
  family,
  fontSize,
  fontWeight = 400,
  letterSpacing = 0,
  x = 0,
  y = 0,
  anchor = "start",
}) {
  const face = await faceOf(family);
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation("wght", fontWeight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = fontSize / face.upem;
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const missing = infos.filter((info) => info.codepoint === 0);
  if (missing.length > 0) throw new Error(`${family} has no glyph for a character of "${text}"`);

  let pen = 0;
  /** @type {{ glyph: number, at: number }[]} */
  const placed = [];
  infos.forEach((info, i) => {
    const position = positions[i] ?? { xOffset: 0, xAdvance: 0 };
    placed.push({ glyph: info.codepoint, at: pen + position.xOffset * scale });
    pen += position.xAdvance * scale + letterSpacing;
  });
  // Like a browser, letter-spacing also follows the last glyph; an anchor ignores it.
  const width = pen - letterSpacing;
  const shift = anchor === "middle" ? -width / 2 : anchor === "end" ? -width : 0;

  const commands = [];
  for (const { glyph, at } of placed) {
    for (const { type, values } of font.glyphToJson(glyph)) {
      const points = [];
      for (let i = 0; i < values.length; i += 2) {
        const [px = 0, py = 0] = values.slice(i, i + 2);
        points.push(round(x + shift + at + px * scale), round(y - py * scale));
      }
      commands.push(type + points.join(" "));
    }
  }
  return commands.join("");
}

/** A `<text>` element's attributes and content, or an outline's stored ones. */
async function outlineElement(
  /** @type {[string, string][]} */ attributes,
  /** @type {string} */ text,
) {
  const layout = new Map();
  const kept = [];
  for (const [name, value] of attributes) {
    if (LAYOUT.includes(name)) layout.set(name, value);
    else if (name.startsWith("data-text")) {
      if (name !== "data-text") layout.set(name.slice("data-text-".length), value);
    } else if (name !== "d") kept.push([name, value]);
  }
  const family = brandFamily(layout.get("font-family") ?? "sans-serif");
  const fontSize = Number(layout.get("font-size") ?? 16);
  const weightValue = layout.get("font-weight") ?? "400";
  const fontWeight =
    weightValue === "bold" ? 700 : weightValue === "normal" ? 400 : Number(weightValue);
  const d = await outlineRun({
    text,
    family,
    fontSize,
    fontWeight,
    letterSpacing: Number(layout.get("letter-spacing") ?? 0),
    x: Number(layout.get("x") ?? 0),
    y: Number(layout.get("y") ?? 0),
    anchor: layout.get("text-anchor") ?? "start",
  });
  layout.set("font-family", family);
  layout.set("font-weight", String(fontWeight));
  const data = [["data-text", text], ...[...layout].map(([k, v]) => [`data-text-${k}`, v])];
  const attrs = [...data, ...kept].map(([k, v]) => ` ${k}="${encode(String(v))}"`).join("");
  return `<path${attrs} d="${d}"/>`;
}

/** Replaces every `<text>` of an SVG (and re-outlines every earlier outline) with a path. */
export async function outlineSvg(/** @type {string} */ svg) {
  if (/<tspan\b/.test(svg)) throw new Error("<tspan> is not supported: use one <text> per run");
  const pattern = /<text\b([^>]*)>([^<]*)<\/text>|<path\b([^>]*\bdata-text="[^>]*?)\/>/g;
  let out = "";
  let last = 0;
  for (const match of svg.matchAll(pattern)) {
    out += svg.slice(last, match.index);
    if (match[1] !== undefined) {
      out += await outlineElement(parseAttributes(match[1]), decode(match[2] ?? ""));
    } else {
      const attributes = parseAttributes(match[3] ?? "");
      const text = decode(attributes.find(([name]) => name === "data-text")?.[1] ?? "");
      out += await outlineElement(attributes, text);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  return out + svg.slice(last);
}

/** Every SVG file under the drawing directories, relative to the repository root. */
export function drawingFiles() {
  return DRAWING_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((file) => file.endsWith(".svg"))
      .map((file) => path.join(dir, file)),
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const file of drawingFiles()) {
    const full = path.join(root, file);
    const before = readFileSync(full, "utf8");
    const after = await outlineSvg(before);
    if (after !== before) {
      writeFileSync(full, after);
      console.log(`outlined ${file}`);
    }
  }
}
