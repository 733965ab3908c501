/**
 * What a marketer types in the rich-text body, kept as they meant it (issue 49, decision 0813).
 * Decap's rich-text mode has no Markdown shortcuts: a paragraph typed as "## Results" stays text,
 * and on save Decap escapes its first mark ("\## Results") so that the build shows "## Results"
 * literally, a heading that never was. The body's hint says sections start at "##", so such a
 * line is a heading: before a save and in the preview, an escaped "#"-line outside code is made
 * the heading it was typed as (the site's body starts at level 2: "# " becomes "## ").
 */

/** A line Decap escaped from a typed heading: `\## Results`, `\# Results`, `\### Method`. */
const ESCAPED_HEADING = /^\\(#{1,6})[ \t]+(\S.*)$/;
/** A fence that opens or closes a code block (not the one-line chart form, ```chart id```). */
const FENCE = /^ {0,3}(```|~~~)(?!.*\1\s*$)/;

export function typedMarkdown(body: string): string {
  let inCode = false;
  return body
    .split("\n")
    .map((line) => {
      if (FENCE.test(line)) {
        inCode = !inCode;
        return line;
      }
      if (inCode) return line;
      const heading = ESCAPED_HEADING.exec(line);
      if (!heading) return line;
      const level = Math.min(4, Math.max(2, heading[1]!.length));
      return `${"#".repeat(level)} ${heading[2]}`;
    })
    .join("\n");
}
