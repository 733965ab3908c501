/**
 * Build time only: HTML rendered at build whose attributes are single-quoted (decision 0908).
 * Such HTML goes into a page twice: in the page itself and, as the loader's data, inside a
 * JavaScript string in a JSON string, where every double quote is written `\\\"`. Single quotes
 * need no escape there, so the two copies differ only at `<` and `>`, and brotli finds one in the
 * other: on the quantitative service page about 600 bytes of the first round trip. The markup is
 * otherwise the same: read with htmlparser2 and written back node for node, text as it was.
 */
import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { type ReactNode, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** Elements without an end tag, written self-closed as React writes them. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** A value in single quotes, or double where it holds a single quote (values keep entities). */
const quoted = (value: string) => (value.includes("'") ? `"${value}"` : `'${value}'`);

function write(nodes: readonly ChildNode[], inSvg: boolean): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.data;
    else if (node.type === "comment") out += `<!--${node.data}-->`;
    else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      const svg = inSvg || node.name === "svg";
      const attrs = Object.entries(node.attribs)
        .map(([name, value]) => ` ${name}=${quoted(value)}`)
        .join("");
      if (VOID.has(node.name)) out += `<${node.name}${attrs}/>`;
      // Drawn shapes without content close themselves, as the chart drawings write them.
      else if (svg && node.children.length === 0) out += `<${node.name}${attrs}/>`;
      else out += `<${node.name}${attrs}>${write(node.children, svg)}</${node.name}>`;
    }
  }
  return out;
}

/** The same HTML with single-quoted attributes. */
export function singleQuotedHtml(html: string): string {
  const doc = parseDocument(html, {
    decodeEntities: false,
    lowerCaseTags: false,
    lowerCaseAttributeNames: false,
    recognizeSelfClosing: true,
  });
  return write(doc.children, false);
}

/**
 * A part of a page rendered at build, as the page's data carries it: static markup, single-quoted.
 * Inside a router, so a `Link` in it (a `ButtonLink`) is the anchor the page would render.
 */
export const staticPartHtml = (node: ReactNode): string =>
  singleQuotedHtml(renderToStaticMarkup(createElement(MemoryRouter, null, node)));
