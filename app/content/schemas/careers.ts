import { z } from "zod";
import { fixedList, iconCard, imageName, text } from "./common.ts";

/**
 * The data file app/content/data/careers.yaml:
 * The /careers page. The e-mail address, the phone number and the follow-up promise come from
 * site.yaml; the three benefits are the specification's.
 */
export const careersSchema = z.strictObject({
  careersPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    hero: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      image: z.strictObject({ name: imageName, alt: text }),
    }),
    benefits: z.strictObject({
      eyebrow: text,
      heading: text,
      items: fixedList(
        iconCard.required({ key: true }),
        "title",
        ["Catered meals", "Health care", "Flexible environment"],
        "the benefits",
      ),
    }),
    apply: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      email: z.strictObject({
        label: text,
        /** The subject of the mailto: link (the specification: "with a resume subject"). */
        subject: text.regex(/resume/i, "a subject that names the resume"),
        hint: text,
      }),
      phone: z.strictObject({ label: text, hint: text }),
    }),
  }),
});

export type CareersData = z.infer<typeof careersSchema>;
