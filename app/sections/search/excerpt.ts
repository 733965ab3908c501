/** A stretch of text, marked where it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The part of `text` around the first word that starts with one of `terms` (what MiniSearch
 * matched, prefixes and fuzzy hits included), cut at word boundaries to about `length`
 * characters, with every matching word marked. Without a match: the text's start.
 */
export function excerpt(text: string, terms: readonly string[], length = 180): Segment[] {
  const words = terms.filter(Boolean).map(escapeRe);
  const re = words.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})[\\p{L}\\p{N}]*`, "giu")
    : undefined;
  const first = re ? re.exec(text) : null;
  let start = first ? Math.max(0, first.index - Math.floor(length / 3)) : 0;
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const slice = text.slice(start, end);
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: "… ", mark: false });
  let last = 0;
  if (re) {
    re.lastIndex = 0;
    for (const match of slice.matchAll(re)) {
      if (match.index > last) segments.push({ text: slice.slice(last, match.index), mark: false });
      segments.push({ text: match[0], mark: true });
      last = match.index + match[0].length;
    }
  }
  if (last < slice.length) segments.push({ text: slice.slice(last), mark: false });
  if (end < text.length) segments.push({ text: " …", mark: false });
  return segments;
}
