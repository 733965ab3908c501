/**
 * The build's rules for a Resource Center file beyond its front matter's schema
 * (resources-schema.ts): its file name, which is the item's URL slug, and its Markdown body.
 * Pure, with no file system: the build (resources-catalog.server.ts) and the editor's check of
 * a whole entry before it saves (app/cms/entry-check.ts) run this same code, so the editor
 * refuses what the build refuses (docs/decisions/0804-editor-checks-whole-entries.md).
 */
import { decodeHTMLAttribute } from "entities";
import { Marked, type Token, type Tokens } from "marked";
import { PAGE_SEGMENT } from "../lib/pagination";
import { filterSegments } from "../content/resource-routes";
import { sitePathProblem } from "../content/schemas/common";

/**
 * Path segments an item slug may not take: under a section's path they name its filter views
 * (`/resources/blog/topic/…`) and its later pages (`/resources/blog/page/2`).
 */
const RESERVED_SLUGS: readonly string[] = [...Object.values(filterSegments), PAGE_SEGMENT];

/** What is wrong with an item's file name (without `.md`), or undefined when it is a slug. */
export function fileNameProblem(slug: string): string | undefined {
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && !RESERVED_SLUGS.includes(slug)) return undefined;
  const reserved = RESERVED_SLUGS.map((s) => `"${s}"`);
  return `expected lower-case words joined by hyphens (the URL slug), not ${reserved.slice(0, -1).join(", ")} or ${reserved.at(-1)}`;
}

/** A title as a reader tells titles apart: case and spacing aside. */
function titleKey(title: string): string {
  // eslint-disable-next-line no-restricted-syntax -- a comparison, never shown
  return title.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("en");
}

/** An entry of a collection, by its file name (without `.md`) and its title. */
export interface TitledEntry {
  name: string;
  title: string;
}

/**
 * A title another entry of the same collection already has (case and spacing aside), said by
 * name, or undefined (issue 49, third review): two cards and two pages would read the same.
 * `others` leaves the entry itself out; `kind` names one of the collection ("case study"). The
 * build (resources-catalog.server.ts) and the editor's check before a save run this rule.
 */
export function duplicateTitleProblem(
  title: string,
  others: readonly TitledEntry[],
  kind: string,
): string | undefined {
  const key = titleKey(title);
  if (!key) return undefined;
  const twin = others.find((other) => titleKey(other.title) === key);
  return twin
    ? `Another ${kind} already has this title: "${twin.title.trim()}" (${twin.name}.md). Give this one a title of its own: two cards and two pages would read the same.`
    : undefined;
}

/**
 * A link or image URL a page may carry: relative, or https/http, mailto, tel. The check reads the
 * URL as the browser will: Markdown leaves character references ("&#106;avascript:") for the
 * HTML, where they are decoded, and browsers drop tabs and newlines inside a scheme
 * ("java\tscript:"), so both are undone first.
 */
function isSafeUrl(href: string): boolean {
  const asBrowsed = decodeHTMLAttribute(href);
  // eslint-disable-next-line no-control-regex -- the control bytes browsers ignore are the point
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(asBrowsed.replace(/[\u0000-\u0020]/g, ""))?.[1];
  return scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme.toLowerCase());
}

/**
 * The chart id a body token places, in any of the forms an editor writes: the fence with the id
 * on its own line (```chart, then the id, then ```), the id on the fence's line
 * (```chart <id> then ```), or the whole block on one line, which Markdown reads as inline code
 * (the form the editor's hint shows). Undefined for any other token.
 */
export function chartPlaced(token: Token): string | undefined {
  if (token.type === "code") {
    const { lang, text } = token as Tokens.Code;
    const info = /^chart(?:\s+(\S+))?$/.exec(lang?.trim() ?? "");
    return info ? (info[1] ?? text.trim()) : undefined;
  }
  if (token.type === "paragraph") {
    const only = (token as Tokens.Paragraph).tokens;
    const span = only.length === 1 && only[0]?.type === "codespan" ? only[0] : undefined;
    return span ? /^chart\s+(\S+)$/.exec((span as Tokens.Codespan).text.trim())?.[1] : undefined;
  }
  return undefined;
}

/**
 * A pull quote's parts: the quote's own Markdown and its credit (after "— " or "– "), when the
 * quote's last line is a credit, whether that line is a paragraph of its own or, as an editor
 * types it, the next line of the quote's paragraph (which Markdown joins to it). Undefined for a
 * plain quote.
 */
export function pullQuoteParts(
  quote: Tokens.Blockquote,
): { quote: string; credit: string } | undefined {
  const last = quote.tokens.at(-1);
  if (last?.type !== "paragraph") return undefined;
  const lines = (last as Tokens.Paragraph).text.split("\n");
  const creditLine = lines.at(-1) ?? "";
  if (!/^[—–] /.test(creditLine)) return undefined;
  const before = quote.tokens.slice(0, -1).map((token) => token.raw);
  const ownLines = lines.slice(0, -1).join("\n");
  return { quote: [...before, ownLines].join("").trim(), credit: creditLine.slice(2) };
}

const PULL_QUOTE_CREDIT =
  'expected who said it (a name or initials), their role and the kind of organisation, separated by commas ("— D. L., VP Pricing, subscription streaming service")';

/** Whether a pull quote's credit (after "— ") lacks a person, a role or an organisation. */
function pullQuoteCreditProblem(credit: string): boolean {
  const parts = credit.split(",").map((part) => part.trim());
  return parts.length < 3 || parts.some((part) => !part);
}

/**
 * What the build refuses in an item's Markdown body, one message per problem (the caller names
 * the field): an empty body, a `#` heading (the title is the page's h1), raw HTML, an image
 * without alt text, a link or image to a scheme other than https/http, mailto and tel, and a
 * ` ```chart <id>``` ` block naming no chart of `chartIds`, or one placed twice, a pull quote
 * whose credit names no person, role and kind of organisation; and, where the
 * site's paths are known (`withSitePathRule`), a link or image to a path the site does not answer.
 */
export function bodyProblems(markdown: string, chartIds: readonly string[]): string[] {
  const problems: string[] = [];
  if (!markdown.trim()) problems.push("write the page's text: it has none yet");
  const placed = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.walkTokens(marked.lexer(markdown), (token) => {
    switch (token.type) {
      case "code":
      case "paragraph": {
        const id = chartPlaced(token);
        if (id === undefined) break;
        if (!chartIds.includes(id)) {
          problems.push(
            `chart "${id}": expected the id of a chart in the front matter's charts (${chartIds.join(", ") || "none"})`,
          );
          break;
        }
        if (placed.has(id)) problems.push(`chart "${id}": expected each chart placed once`);
        placed.add(id);
        break;
      }
      case "blockquote": {
        // A pull quote credits a person: who (a name or initials), their role and the kind of
        // organisation, never a job title alone (issue 50, decision 0909).
        const credit = pullQuoteParts(token as Tokens.Blockquote)?.credit;
        if (credit !== undefined && pullQuoteCreditProblem(credit))
          problems.push(`pull quote credit "${credit.slice(0, 58)}": ${PULL_QUOTE_CREDIT}`);
        break;
      }
      case "heading": {
        const { depth, text } = token as Tokens.Heading;
        if (depth < 2)
          problems.push(`"# ${text}": start sections at "##" (the title is the page's h1)`);
        break;
      }
      case "html": {
        const { text } = token as Tokens.HTML | Tokens.Tag;
        problems.push(`raw HTML is not allowed (${text.trim().slice(0, 40)}); use Markdown`);
        break;
      }
      case "link":
      case "image": {
        const { href } = token as Tokens.Link | Tokens.Image;
        // An image says what it shows: the editor's image needs its alt text too (decision 0801).
        if (token.type === "image" && !(token as Tokens.Image).text.trim()) {
          problems.push(`image "${href.slice(0, 40)}": expected alt text ("![what it shows](…)")`);
        }
        if (!isSafeUrl(href)) {
          problems.push(
            `${token.type} to "${href.slice(0, 40)}": expected a page path, #anchor, https:, mailto: or tel: URL`,
          );
          break;
        }
        // Where the site's paths are known (the build's link gate, the editor), a path must
        // answer (decision 0806).
        const pathProblem = href.startsWith("/") ? sitePathProblem(href) : undefined;
        if (pathProblem) problems.push(`${token.type} to "${href.slice(0, 60)}": ${pathProblem}`);
        break;
      }
    }
  });
  return problems;
}
