import { z } from "zod";
import { link, pinned, text } from "./common.ts";

const column = z.strictObject({ heading: text, links: z.array(link) });

/**
 * The data file app/content/data/footer.yaml:
 * The footer's columns. The Services column lists the four services (services.yaml) before these
 * links; the Resources column lists the Resource Center's sections (resources.yaml) after its first
 * link, apart from Case Studies, which the Company column already names.
 */
export const footerSchema = z.strictObject({
  services: column,
  company: column,
  resources: z.strictObject({ heading: text, center: link, links: z.array(link) }),
  footerLegal: z.strictObject({
    privacy: z.strictObject({ label: text, to: pinned("/privacy-policy") }),
    blurb: text.meta({
      label: "Short description",
      hint: "The paragraph under the firm's logo in the footer, on every page.",
    }),
    socialHeading: text,
    rights: text,
  }),
});

export type FooterData = z.infer<typeof footerSchema>;
