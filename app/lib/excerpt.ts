/** A stretch of text, marked where it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words that start with one of `terms` (the query's words: Pagefind matches prefixes too). */
export function termPattern(terms: readonly string[]): RegExp | undefined {
  const words = terms.filter(Boolean).map(escapeRe);
  return words.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})[\\p{L}\\p{N}]*`, "giu")
    : undefined;
}

function markAll(text: string, re: RegExp | undefined): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  if (re) {
    re.lastIndex = 0;
    for (const match of text.matchAll(re)) {
      if (match.index > last) segments.push({ text: text.slice(last, match.index), mark: false });
      segments.push({ text: match[0], mark: true });
      last = match.index + match[0].length;
    }
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/** `text` whole, with every word that matched one of `terms` marked (a result's title). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return markAll(text, termPattern(terms));
}

/**
 * The part of the first of `texts` that contains one of `terms`, around its first match, cut
 * at word boundaries to about `length` characters, with every matching word marked. None
 * contains a term (the query matched the title only): undefined, never an excerpt without it.
 */
export function excerpt(
  texts: readonly string[],
  terms: readonly string[],
  length = 180,
): Segment[] | undefined {
  const re = termPattern(terms);
  if (!re) return undefined;
  for (const text of texts) {
    re.lastIndex = 0;
    const first = re.exec(text);
    if (!first) continue;
    let start = Math.max(0, first.index - Math.floor(length / 3));
    let end = Math.min(text.length, start + length);
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    if (end < text.length)
      end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
    return [
      ...(start > 0 ? [{ text: "… ", mark: false }] : []),
      ...markAll(text.slice(start, end), re),
      ...(end < text.length ? [{ text: " …", mark: false }] : []),
    ];
  }
  return undefined;
}
