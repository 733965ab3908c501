// @ts-check
import { readFile } from "node:fs/promises";
import { htmlFilesUnder } from "./files.mjs";

/**
 * React's markers of content rendered out of place: a Suspense boundary streamed after the shell
 * (`<!--$?-->` and a `<template id="B:…">` placeholder) is moved into the page by an inline
 * script, so without JavaScript it stays hidden. app/entry.server.tsx renders every page whole.
 */
const OUT_OF_PLACE_CONTENT = /<!--\$\?-->|<template id="B:/;

/**
 * Fails the build when a page's content would be hidden without JavaScript.
 * @param {string} html
 * @param {string} file
 */
export function assertContentInPlace(html, file) {
  if (OUT_OF_PLACE_CONTENT.test(html))
    throw new Error(
      `${file}: content streamed out of place (a pending Suspense boundary); without JavaScript it stays hidden`,
    );
}

/**
 * Checks every built page (the build's pages are read, never rewritten).
 * @param {{ clientDir: string }} options
 */
export async function checkContentInPlace({ clientDir }) {
  let pages = 0;
  for await (const file of htmlFilesUnder(clientDir)) {
    assertContentInPlace(await readFile(file, "utf8"), file);
    pages++;
  }
  return `${pages} pages whole`;
}
