import { z } from "zod";
import { banner, fixedList, iconCard, imageName, link, pinned, sitePath, text } from "./common.ts";

const titled = z.strictObject({ heading: text, text });

/**
 * The data file app/content/data/about.yaml:
 * The /about page. The three values are the specification's (revealed one by one).
 */
export const aboutSchema = z.strictObject({
  aboutPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    hero: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      image: z.strictObject({ name: imageName, alt: text }),
      story: titled,
      mission: titled,
      vision: titled,
    }),
    servicesIntro: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      allLabel: text,
      allTo: sitePath,
    }),
    values: z.strictObject({
      eyebrow: text,
      heading: pinned("Our Values"),
      lead: text,
      items: fixedList(
        iconCard.required({ key: true }),
        "title",
        ["Precision", "Transparency", "Excellence"],
        "the values",
      ),
    }),
    associations: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      /** The due-diligence pages, where the standards behind the wall are set out (0902). */
      standardsLabel: text,
      standardsLinks: z.array(link),
    }),
    careersBanner: banner,
    contactBanner: banner,
  }),
});

export type AboutData = z.infer<typeof aboutSchema>;
