import { z } from "zod";
import { status, text } from "./common.ts";

const legalSection = z.strictObject({
  /** Anchor id of the section (its link in the table of contents). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and hyphens (an anchor)"),
  heading: text,
  paragraphs: z.array(text),
  list: z.array(text).optional(),
});

/**
 * The data file app/content/data/privacy.yaml:
 * The /privacy-policy document: the specification's placeholder privacy policy and terms of use.
 * "status: placeholder" lists it for the firm's counsel (npm run launch-check, decision 0805); the
 * notice tells visitors the text is being finalised and whom to ask.
 */
export const privacySchema = z.strictObject({
  privacyDocument: z.strictObject({
    /**
     * `placeholder` while the terms are the example's, not the firm's (decision 0805): listed by
     * npm run launch-check. The notice speaks to visitors: whom to ask, never that the text is a draft.
     */
    status,
    notice: text,
    updatedLabel: text,
    updated: z.iso.date({ error: "a date written YYYY-MM-DD" }),
    tocLabel: text,
    parts: z.array(z.strictObject({ heading: text, sections: z.array(legalSection) })),
    contactHeading: text,
    contactText: text,
  }),
});

export type PrivacyData = z.infer<typeof privacySchema>;
