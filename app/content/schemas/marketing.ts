import { z } from "zod";
import { displayMetric, icon, link, text } from "./common.ts";

const closing = z.strictObject({ heading: text, text, cta: link, secondary: link });

/**
 * The data file app/content/data/marketing.yaml:
 * The static marketing pages /data-surveys and /solutions (their headings are in pages.yaml).
 */
export const marketingSchema = z.strictObject({
  dataSurveysPage: z.strictObject({
    capabilities: z.strictObject({
      eyebrow: text,
      heading: text,
      items: z.array(z.strictObject({ icon, title: text, text })),
    }),
    process: z.strictObject({
      eyebrow: text,
      heading: text,
      steps: z.array(z.strictObject({ title: text, text })),
    }),
    metrics: z.strictObject({
      eyebrow: text,
      heading: text,
      /** The specification's display-only metrics (label, value), with their plain words. */
      items: z.array(displayMetric),
      note: text,
    }),
    closing,
  }),
  solutionsPage: z.strictObject({
    intro: z.strictObject({ eyebrow: text, heading: text }),
    items: z.array(z.strictObject({ icon, title: text, text, methods: z.array(text), link })),
    methodsLabel: text,
    closing,
  }),
});

export type MarketingData = z.infer<typeof marketingSchema>;
