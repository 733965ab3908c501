import { z } from "zod";
import { pinned, sentence, text } from "./common.ts";

const autoComplete = z.enum(["name", "email", "tel", "off"], {
  error: "an autocomplete token: name, email, tel or off",
});
const field = z.strictObject({ label: text, autoComplete });

/**
 * The data file app/content/data/contact.yaml:
 * The /contact page. Its e-mail address, phone number and reply promise come from site.yaml; the
 * alert after sending is the specification's.
 */
export const contactSchema = z.strictObject({
  contactPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    hero: z.strictObject({ eyebrow: text, heading: text, lead: text }),
    details: z.strictObject({
      heading: text,
      emailLabel: text,
      phoneLabel: text,
      /** What a first message that gets a useful answer says (the form itself is the specification's five fields). */
      brief: z.strictObject({ heading: text, items: z.array(text).min(1).max(6) }).optional(),
    }),
    form: z.strictObject({
      heading: text,
      intro: text,
      requiredMark: text,
      fields: z.strictObject({
        name: field,
        email: field,
        phone: field,
        subject: field,
        message: field,
      }),
      submit: text,
      sending: text,
      successAlert: pinned("Message sent successfully!"),
      failure: text,
      draftNote: text,
      /** In the draft note's place when the page's scripts failed to load; e-mail and phone follow. */
      scriptsFailed: text,
      /** Shown instead of the form when the browser runs no JavaScript (and no endpoint is set). */
      noScript: z.strictObject({ text, emailLabel: text, phoneLabel: text }),
    }),
    offices: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      /** Without JavaScript there is no map: each office shows its address and a maps link. */
      leadWithoutScript: text,
      groupLabel: text,
      newTabNote: text,
      selectedLabel: text,
      /** The map frame's title. */
      mapTitle: sentence({ name: "the office's name" }).describe(
        "The map's title, read out by screen readers: {name} is the office's name.",
      ),
      /** The link that opens an office's address in Google Maps. */
      openInMaps: sentence({ name: "the office's name" }).describe(
        "The link under each office's map: {name} is the office's name. Keep it short enough for one line beside the office card on a phone.",
      ),
    }),
  }),
});

export type ContactData = z.infer<typeof contactSchema>;
