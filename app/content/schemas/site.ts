import { z } from "zod";
import { socialIconNames } from "../icons.ts";
import { pinned, pixels, sitePath, text } from "./common.ts";

const email = z.email({ error: "an e-mail address" });

/**
 * The data file app/content/data/site.yaml:
 * The firm's name, contact points and social profiles. "Northfield Insights" is a placeholder brand
 * (docs/decisions/0003-placeholder-brand.md); the page titles and the footer read it here.
 */
export const siteSchema = z.strictObject({
  shortName: text,
  nameSuffix: text,
  tagline: text,
  description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
  email,
  careersEmail: email,
  phone: z.strictObject({
    display: text,
    href: z
      .string()
      .regex(/^tel:\+\d+$/, "a tel: link with the number in digits (tel:+441632960142)"),
  }),
  replyPromise: text,
  applicationsPromise: text,
  copyrightYear: pinned(2025),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/, "a colour written #rrggbb"),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, "a locale such as en_US"),
  shareImage: z.strictObject({ path: sitePath, width: pixels, height: pixels, alt: text }),
  socials: z
    .array(
      z.strictObject({
        name: text,
        icon: z.enum(socialIconNames, { error: `one of ${socialIconNames.join(", ")}` }),
        href: z.url({ protocol: /^https$/, error: "an https:// address" }),
      }),
    )
    .describe(
      'The footer\'s social links. The specification says they "lead nowhere" for now: point each at the firm\'s own page on that network once it has one; never "#".',
    ),
});

export type SiteData = z.infer<typeof siteSchema>;
