import { z } from "zod";
import { pinned, text } from "./common.ts";

const legalSection = z.strictObject({
  /** Anchor id of the section (its link in the table of contents). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and hyphens (an anchor)"),
  heading: text,
  paragraphs: z.array(text),
  list: z.array(text).optional(),
});

export const privacySchema = z.strictObject({
  privacyDocument: z.strictObject({
    notice: pinned(
      "Placeholder text. This policy and these terms are drafts for layout only and must be reviewed and approved by the firm's legal counsel before publication.",
    ),
    updatedLabel: text,
    updated: z.iso.date({ error: "a date written YYYY-MM-DD" }),
    tocLabel: text,
    parts: z.array(z.strictObject({ heading: text, sections: z.array(legalSection) })),
    contactHeading: text,
    contactText: text,
  }),
});

export type PrivacyData = z.infer<typeof privacySchema>;
