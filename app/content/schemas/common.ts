/**
 * The pieces every content schema is built from. Each rule carries the message an editor sees
 * (the editor's configuration is generated from these schemas) and the build prints after
 * `<file>: <field path>:` (decision 0800).
 */
import { z } from "zod";
import { iconNames, topIconNames } from "../icons.ts";

/** Text that must be there. */
export const text = z.string({ error: "text is required" }).min(1, "must not be empty");

/**
 * A sentence with computed parts, filled in by lib/fill: it must name each of `parts`, given as
 * `{ name: "what fills {name}" }`.
 */
export function sentence(parts: Readonly<Record<string, string>>) {
  return Object.entries(parts).reduce(
    (schema, [name, what]) =>
      schema.regex(new RegExp(`\\{${name}\\}`), `must contain {${name}}, ${what}`),
    text,
  );
}

/** Text that may be left empty (e.g. a stat without a suffix). */
export const optionalText = z.string({ error: "text (may be empty)" });

/**
 * A display-only figure (the specification's Metric: label, value) and, if the editor writes it,
 * what the figure promises in a buyer's words, set under it: "Inter-coder κ" alone means
 * nothing to most buyers (decision 0949).
 */
export const displayMetric = z.strictObject({
  label: text,
  value: text,
  means: text.max(70, "at most 70 characters (one line under the figure)").optional().meta({
    label: "In plain words",
    hint: "What the figure promises a buyer, without jargon; one short line under it.",
  }),
});

/** What is wrong with a site path, or undefined: knows which paths the site answers. */
export type SitePathRule = (href: string) => string | undefined;

/** The rule in force while `withSitePathRule` runs; none otherwise (paths are only shaped). */
let activeSitePathRule: SitePathRule | undefined;

/**
 * Runs `check` with every `sitePath` also held to `rule`: the build's link gate after prerender
 * and the editor before it saves pass the paths the site answers (app/lib/site-links.ts), and
 * the problem comes out as one of the schema's own, at its field (decision 0806). The schemas
 * stay free of any list of pages, which exists only once the site is built.
 */
export function withSitePathRule<T>(rule: SitePathRule, check: () => T): T {
  const previous = activeSitePathRule;
  activeSitePathRule = rule;
  try {
    return check();
  } finally {
    activeSitePathRule = previous;
  }
}

/** The active rule's verdict on one path (the Markdown body's links use it too). */
export const sitePathProblem = (href: string): string | undefined => activeSitePathRule?.(href);

/** A string check (`.superRefine(answeredBySite)`): the active rule's problem, at its field. */
export function answeredBySite(href: string, context: z.RefinementCtx<string>): void {
  const problem = href.startsWith("/") ? sitePathProblem(href) : undefined;
  if (problem) context.addIssue({ code: "custom", message: problem, input: href });
}

/** A path on this site, optionally with a #hash or ?query. */
export const sitePath = z
  .string({ error: "a path on this site" })
  .regex(/^\/[^\s]*$/, "a path on this site, starting with / (e.g. /contact)")
  .superRefine(answeredBySite);

/**
 * A path that names something other than a page or file, such as the start of a group of
 * pages (`/blog/`, a search result's section): shaped like a site path, never held to the
 * pages the site answers.
 */
export const sitePathPrefix = z
  .string({ error: "a path on this site" })
  .regex(/^\/[^\s]*$/, "a path on this site, starting with / (e.g. /resources)");

/**
 * A value the specification fixes: an edit is refused with this message. The editor shows it
 * read-only with the reason (`pinned`, decision 0810).
 */
export function pinned<const T extends string | number>(value: T) {
  return z
    .literal(value, { error: `fixed by the specification: ${JSON.stringify(value)}` })
    .meta({ pinned: true });
}

export const link = z.strictObject({ label: text, to: sitePath });

export const icon = z.enum(iconNames, { error: `one of the icons: ${iconNames.join(", ")}` });

/** The icons drawn before the top of a page is interactive (content/icons.ts). */
export const topIcon = z.enum(topIconNames, {
  error: `one of the icons: ${topIconNames.join(", ")}`,
});

/** Base name of a rendered drawing (assets/images/<name>.svg → public/images). */
export const imageName = z
  .string({ error: "the base name of an illustration" })
  .regex(/^[a-z0-9-]+$/, "the base name of an illustration in public/images (e.g. about-hero)");

export const pixels = z
  .number({ error: "a size in pixels" })
  .int("a whole number of pixels")
  .positive("a size in pixels");

/** A drawing with its text alternative and intrinsic size. */
export const sizedImage = z.strictObject({
  name: imageName,
  alt: text,
  width: pixels,
  height: pixels,
});

/** A card of an icon, a title and a short text (values, benefits, approach, what you receive). */
export const iconCard = z.strictObject({ key: text.optional(), icon, title: text, text });

/** A band with a call to action (contact, careers, resources banners). */
export const banner = z.strictObject({ eyebrow: text, title: text, text, cta: link });

/**
 * A list whose entries the specification fixes by key, in order (the twelve industries, the
 * four services): entries may be edited, not added, removed or reordered.
 */
export function fixedList<T extends z.ZodType<Record<K, unknown>>, K extends string>(
  entry: T,
  key: K,
  values: readonly string[],
  what: string,
) {
  return z
    .array(entry)
    .refine(
      (items) => items.map((item) => String(item[key])).join("\n") === values.join("\n"),
      `${what} fixed by the specification, in this order: ${values.join(", ")}`,
    );
}

/**
 * A list the specification fixes as a whole (the rotating words, the stats band). Marked
 * `pinned`, the editor shows it read-only with the reason and saves it back as it was
 * (decisions 0801, 0810).
 */
export function pinnedList<T extends z.ZodType>(
  entry: T,
  value: readonly z.infer<T>[],
  what: string,
) {
  const shown = value.map((v) => (typeof v === "object" ? Object.values(v!).join(" ") : v));
  return z
    .array(entry)
    .refine(
      (items) => JSON.stringify(items) === JSON.stringify(value),
      `${what} fixed by the specification: ${shown.join(", ")}`,
    )
    .meta({ pinned: true });
}

/**
 * How far a piece of content is the firm's own (issue 47), the one field of that name in every
 * schema: `sample` (invented for the example firm: evidence, people, quotes, roles),
 * `to-confirm` (a claim the firm must confirm before launch), `placeholder` (a page or text
 * held until the real one is written). Left out, the content is the firm's own and final.
 * `npm run launch-check` lists every entry that still carries one.
 */
export const contentStatuses = ["sample", "to-confirm", "placeholder"] as const;
export type ContentStatus = (typeof contentStatuses)[number];
export const status = z
  .enum(contentStatuses, { error: `one of ${contentStatuses.join(", ")}, or left out when final` })
  .optional();
