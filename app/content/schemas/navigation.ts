import { z } from "zod";
import { link, pinned, pinnedList, sitePath, sitePathPrefix, text } from "./common.ts";

// A link has its `to`; the services menu opens a menu and has none.
const navItem = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("link"),
    label: text,
    to: sitePath,
    sectionPrefixes: z
      .array(sitePathPrefix)
      .optional()
      .describe(
        "Addresses outside /resources that belong to this item: the top bar marks it as the current page there.",
      ),
  }),
  z.strictObject({ kind: z.literal("services-menu"), label: text }),
]);

/**
 * The data file app/content/data/navigation.yaml:
 * The top bar, in the specification's order: its labels and targets are fixed. The services menu
 * lists the four services from services.yaml.
 */
export const navigationSchema = z.strictObject({
  mainNav: pinnedList(
    navItem,
    [
      { kind: "link", label: "Home", to: "/" },
      { kind: "link", label: "About Us", to: "/about" },
      { kind: "services-menu", label: "Services" },
      { kind: "link", label: "Industries", to: "/industries" },
      { kind: "link", label: "Careers", to: "/careers" },
      { kind: "link", label: "Resources", to: "/resources", sectionPrefixes: ["/blog/"] },
      { kind: "link", label: "Contact Us", to: "/contact" },
    ],
    "the top bar's links",
  ),
  megaMenu: z.strictObject({
    heading: text,
    allServices: link,
    promo: z.strictObject({
      eyebrow: text,
      title: text,
      text,
      cta: z.strictObject({ label: pinned("Get Started"), to: pinned("/contact") }),
    }),
    industriesPromo: z.strictObject({
      eyebrow: text,
      title: text,
      cta: z.strictObject({ label: text, to: pinned("/industries") }),
    }),
    toggleLabels: z.strictObject({ open: text, close: text }),
  }),
  skipLinkLabel: text,
});

export type NavigationData = z.infer<typeof navigationSchema>;
