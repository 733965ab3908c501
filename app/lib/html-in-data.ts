/**
 * HTML a loader renders at build travels in the page twice: in the page, and in its data, a
 * JSON string inside a script, where each `<` and `>` is written `\u003c` and `\u003e`. There
 * its tags are carried as `^` and `` ` ``, which such a string leaves as they are, so the data
 * copy reads like the page's and brotli finds one in the other (decision 0908). The loader
 * encodes; the route decodes before it places the HTML.
 */

/** What each tag delimiter becomes in the data. */
const OPEN = "^";
const CLOSE = "`";

/** The HTML for the page's data; throws if it already holds a stand-in (it would not come back). */
export function tagsForData(html: string): string {
  if (html.includes(OPEN) || html.includes(CLOSE))
    throw new Error(
      `HTML rendered at build holds "${OPEN}" or "${CLOSE}", which carry its tags in the page's data (app/lib/html-in-data.ts): write the content without them`,
    );
  return html.replaceAll("<", OPEN).replaceAll(">", CLOSE);
}

/** The HTML back from the page's data. */
export const tagsFromData = (data: string): string =>
  data.replaceAll(OPEN, "<").replaceAll(CLOSE, ">");
