/**
 * An item's Markdown body as the build renders it, pure (marked and entities, no file system):
 * the catalogue renders every body with it, and the editor's preview the body in its form
 * (decision 0811), with the chart-drawing function each passes.
 */
import { decodeHTML } from "entities";
import { Marked, type Token, type Tokens } from "marked";
import type { Chart } from "../content/schemas/chart";
import { slugify } from "../lib/slug";
import { pictureName, uploadBase } from "../lib/uploads";
import { bodyProblems, chartPlaced, pullQuoteParts } from "./resource-rules";

/** A `##` section of an item's body: its heading's id and text. */
export interface BodySection {
  id: string;
  label: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The widths every rendered image has (Picture's IMAGE_WIDTHS; scripts/build/uploads.mjs). */
const WIDTHS = [480, 960, 1440];
/** How wide a body image is laid out: the body column (MarkdownBody), full width on a phone. */
const BODY_SIZES = "(min-width: 1024px) 680px, 92vw";

/**
 * A body image: an upload as the same `<picture>` the site's own images are (AVIF and WebP at
 * every width, never the file as uploaded; decision 0811), any other as written.
 */
function bodyImage(href: string, alt: string): string {
  if (uploadBase(href) === undefined) {
    return `<img src="${escapeHtml(href)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  }
  const name = pictureName(href);
  const srcset = (format: string) =>
    WIDTHS.map((w) => `/images/${name}-${w}.${format} ${w}w`).join(", ");
  return (
    `<picture><source type="image/avif" srcset="${escapeHtml(srcset("avif"))}" sizes="${BODY_SIZES}">` +
    `<img src="/images/${escapeHtml(name)}-960.webp" srcset="${escapeHtml(srcset("webp"))}" sizes="${BODY_SIZES}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"></picture>`
  );
}

/**
 * Markdown → HTML: `##`/`###` headings get ids and link to themselves; a quote whose last
 * paragraph starts with "— " becomes a pull quote (figure + figcaption); an image alone in a
 * paragraph with a title becomes a figure; tables get a wrapper, and each cell its column's
 * name in `data-label`, so narrow screens can stack a row under its labels; a ```chart <id>```
 * block draws that chart, and charts no block names follow the body. What the build refuses in
 * a body (raw HTML, `#` headings, an image without alt text, unsafe links, unknown charts) is
 * listed by bodyProblems (resource-rules.ts), which the editor runs before it saves.
 */
export function renderBody(
  markdown: string,
  charts: readonly Chart[],
  draw: (chart: Chart) => string,
): { html: string; problems: string[]; contents: BodySection[] } {
  const problems = bodyProblems(
    markdown,
    charts.map((c) => c.id),
  ).map((problem) => `body: ${problem}`);
  const ids = new Map<string, number>();
  const placed = new Set<string>();
  const contents: BodySection[] = [];
  const placeChart = (id: string) => {
    const chart = charts.find((c) => c.id === id);
    if (!chart || placed.has(id)) return "";
    placed.add(id);
    return draw(chart);
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      // A ```chart <id>``` block places one of the front matter's charts (charts.server.ts), in
      // whichever form the editor wrote it (chartPlaced).
      code(token: Tokens.Code) {
        const id = chartPlaced(token);
        return id === undefined ? false : placeChart(id);
      },
      heading({ tokens, depth, text }: Tokens.Heading) {
        const base = slugify(text) || "section";
        const seen = ids.get(base) ?? 0;
        ids.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        const level = Math.min(Math.max(depth, 2), 4);
        if (level === 2) contents.push({ id, label: plainText(tokens).trim() });
        return `<h${level} id="${id}"><a href="#${id}">${this.parser.parseInline(tokens)}</a></h${level}>\n`;
      },
      blockquote(token: Tokens.Blockquote) {
        const parts = pullQuoteParts(token);
        if (parts) {
          const quote = this.parser.parse(marked.lexer(parts.quote));
          const cite = this.parser.parseInline(marked.Lexer.lexInline(parts.credit));
          return `<figure class="pull-quote"><blockquote>${quote}</blockquote><figcaption>${cite}</figcaption></figure>\n`;
        }
        return `<blockquote>${this.parser.parse(token.tokens)}</blockquote>\n`;
      },
      paragraph(token: Tokens.Paragraph) {
        const { tokens } = token;
        const chartId = chartPlaced(token);
        if (chartId !== undefined) return placeChart(chartId);
        const only = tokens.length === 1 ? tokens[0] : undefined;
        if (only?.type === "image" && (only as Tokens.Image).title) {
          const image = only as Tokens.Image;
          return `<figure>${bodyImage(image.href, image.text)}<figcaption>${escapeHtml(image.title ?? "")}</figcaption></figure>\n`;
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      table({ header, rows }: Tokens.Table) {
        const head = header.map((cell) => `<th>${this.parser.parseInline(cell.tokens)}</th>`);
        const body = rows.map(
          (row) =>
            `<tr>${row
              .map(
                (cell, i) =>
                  `<td data-label="${escapeHtml(header[i]?.text ?? "")}">${this.parser.parseInline(cell.tokens)}</td>`,
              )
              .join("")}</tr>`,
        );
        return `<div class="md-table"><table><thead><tr>${head.join("")}</tr></thead><tbody>${body.join("")}</tbody></table></div>
`;
      },
      // An upload is a picture; any other image as marked writes it.
      image({ href, text }: Tokens.Image) {
        return uploadBase(href) === undefined ? false : bodyImage(href, text);
      },
      // Refused (bodyProblems): never written into a page.
      html() {
        return "";
      },
    },
  });
  // A chart no block places (one added in the editor's list) is drawn after the body, in the
  // list's order, rather than failing the build (issue 38: what the editor saves, the build takes).
  const body = marked.parse(markdown, { async: false });
  const unplaced = charts.filter((chart) => !placed.has(chart.id));
  const html = body + unplaced.map((chart) => draw(chart)).join("");
  return { html, problems, contents };
}

/**
 * The text a visitor reads of inline Markdown, as it renders: entities in the source decoded,
 * code as written, images and line breaks adding none.
 */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token): string => {
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      if (token.type === "text") return decodeHTML(token.text);
      if (token.type === "codespan" || token.type === "escape") return token.text;
      return "";
    })
    .join("");
}

const WORDS_PER_MINUTE = 220;

/** The minutes a body takes to read, as its card and page say. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>|*_`]+|(?<=\s)-+(?=\s)/g, " ").match(/\S+/g)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
