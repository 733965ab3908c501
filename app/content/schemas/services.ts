import { z } from "zod";
import { serviceSlugs } from "../vocabulary.ts";
import { fixedList, text, topIcon } from "./common.ts";

export const serviceSummary = z.strictObject({
  slug: z.enum(serviceSlugs, { error: `one of ${serviceSlugs.join(", ")}` }),
  title: text.max(40, "at most 40 characters (it is a menu entry)"),
  /** One line for menus and lists. */
  blurb: text.max(90, "at most 90 characters (one line in the menu)").meta({
    label: "Short description",
    hint: "One line under the service's name: in the top bar's Services menu, on its card on /services and on /about.",
  }),
  /** Drawn by the mega menu and the service's hero before the top is interactive. */
  icon: topIcon,
});

/**
 * The data file app/content/data/services.yaml:
 * The four services: the summary every menu, list and card shares (their pages' copy is in
 * service-pages.yaml). The services and their order are fixed; their paths follow the slugs.
 */
export const servicesSchema = z.strictObject({
  services: fixedList(serviceSummary, "slug", serviceSlugs, "the four services"),
});

export type ServicesData = z.infer<typeof servicesSchema>;
