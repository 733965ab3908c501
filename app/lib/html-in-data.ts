/**
 * HTML a loader renders at build travels in the page twice: in the page, and in its data, a
 * JSON string inside a script, where each `<` and `>` is written `\u003c` and `\u003e`. There
 * its tags are carried as `^` and `` ` ``, which such a string leaves as they are, so the data
 * copy reads like the page's and brotli finds one in the other (decision 0908). The loader
 * encodes; the route decodes before it places the HTML. A `^` or `` ` `` an editor wrote (in a
 * title, a figure) is first written as its character reference, which the browser reads as the
 * same character in text and attribute values alike: no content is refused for it.
 */

/** What each tag delimiter becomes in the data. */
const OPEN = "^";
const CLOSE = "`";

/** The HTML for the page's data: its own `^` and `` ` `` as references, its tags as stand-ins. */
export const tagsForData = (html: string): string =>
  html
    .replaceAll(OPEN, "&#94;")
    .replaceAll(CLOSE, "&#96;")
    .replaceAll("<", OPEN)
    .replaceAll(">", CLOSE);

/** The HTML back from the page's data. */
export const tagsFromData = (data: string): string =>
  data.replaceAll(OPEN, "<").replaceAll(CLOSE, ">");
