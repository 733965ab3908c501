// @ts-check
/**
 * Reads a drawing's source (assets/images/<name>.svg) as outline-text.mjs leaves it, with a
 * parser: its viewBox and its outlined text runs (what each says, its size, baseline and
 * horizontal extent). For the tests that check what a drawing says and how large.
 */
import { readFileSync } from "node:fs";
import { DomUtils, parseDocument } from "htmlparser2";

/** @param {string} name */
export function drawingDocument(name) {
  return parseDocument(readFileSync(`assets/images/${name}.svg`, "utf8"), { xmlMode: true });
}

/**
 * A drawing's width and height in its own units (its root's viewBox).
 * @param {string} name @returns {[number, number]}
 */
export function viewBoxOf(name) {
  const root = DomUtils.findOne((el) => el.name === "svg", drawingDocument(name).children);
  const [, , width, height] = (root?.attribs.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return [width ?? NaN, height ?? NaN];
}

/** The x coordinates of a path's points (the outlines are absolute M, L, Q, H and Z). */
function xsOf(/** @type {string} */ d) {
  /** @type {number[]} */
  const xs = [];
  for (const [, command, args = ""] of d.matchAll(/([MLQHVZ])([^MLQHVZ]*)/gi)) {
    const numbers = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    if (command === "H") xs.push(...numbers);
    else if (command !== "V") xs.push(...numbers.filter((_, i) => i % 2 === 0));
  }
  return xs;
}

/**
 * The outlined text runs of a drawing.
 * @param {string} name
 * @returns {{ text: string, fontSize: number, y: number, left: number, right: number }[]}
 */
export function textRuns(name) {
  return DomUtils.findAll(
    (el) => el.name === "path" && el.attribs["data-text"] !== undefined,
    drawingDocument(name).children,
  ).map((el) => {
    const xs = xsOf(el.attribs.d ?? "");
    return {
      text: el.attribs["data-text"] ?? "",
      fontSize: Number(el.attribs["data-text-font-size"]),
      y: Number(el.attribs["data-text-y"]),
      left: Math.min(...xs),
      right: Math.max(...xs),
    };
  });
}
