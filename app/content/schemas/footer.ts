import { z } from "zod";
import { link, pinned, text } from "./common.ts";

const column = z.strictObject({ heading: text, links: z.array(link) });

export const footerSchema = z.strictObject({
  services: column,
  company: column,
  resources: z.strictObject({ heading: text, center: link, links: z.array(link) }),
  footerLegal: z.strictObject({
    privacy: z.strictObject({ label: text, to: pinned("/privacy-policy") }),
    blurb: text,
    socialHeading: text,
    rights: text,
  }),
});

export type FooterData = z.infer<typeof footerSchema>;
