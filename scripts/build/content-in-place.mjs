// @ts-check
import { attr, findAll, isElement, prerenderedPages, readHtml, textOf } from "./html.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */

/**
 * Markup that holds content a visitor without JavaScript never sees: an element with the
 * `hidden` attribute, or a `<template>`, that has text or elements inside. A page rendered
 * whole has none (app/entry.server.tsx; an empty mark such as the hero's end is no content);
 * a renderer that streams part of the page after its shell parks that part in such markup for a
 * script to move into place (decision 0526: read as HTML, no framework's marker).
 * @param {Document} page
 * @returns {Element[]}
 */
export function hiddenContent(page) {
  const holds = (/** @type {Element} */ el) =>
    el.children.some((child) => isElement(child) || textOf(child).trim() !== "");
  const hiding = findAll(
    page,
    (el) => (el.name === "template" || attr(el, "hidden") !== undefined) && holds(el),
  );
  // The outermost only: what they hide is hidden with them.
  return hiding.filter((el) => !hiding.some((outer) => outer !== el && contains(outer, el)));
}

/** @param {Element} outer @param {Element} el */
function contains(outer, el) {
  for (let node = el.parent; node; node = node.parent) if (node === outer) return true;
  return false;
}

/**
 * Fails the build when a page's content would be hidden without JavaScript.
 * @param {Document} page
 * @param {string} file
 */
export function assertContentInPlace(page, file) {
  const [first, ...rest] = hiddenContent(page);
  if (!first) return;
  const what = textOf(first).replace(/\s+/g, " ").trim().slice(0, 60);
  throw new Error(
    `${file}: content hidden without JavaScript (<${first.name}${attr(first, "id") ? ` id="${attr(first, "id")}"` : ""}> holding "${what}"${rest.length ? ` and ${rest.length} more` : ""}); pages are rendered whole, in place (app/entry.server.tsx)`,
  );
}

/**
 * Checks every prerendered page (the build's pages are read, never rewritten).
 * @param {{ clientDir: string }} options
 */
export async function checkContentInPlace({ clientDir }) {
  const pages = await prerenderedPages(clientDir);
  for (const { file } of pages) assertContentInPlace(await readHtml(file), file);
  return `${pages.length} pages whole`;
}
