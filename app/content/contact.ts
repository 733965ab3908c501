/** Copy of /contact, and the optional form endpoint (the one place it is read). */
import { site } from "./site";

// A type alias (not an interface) so it fits useFormDraft's Record<string, string>.
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

/**
 * Optional build-time endpoint (VITE_CONTACT_ENDPOINT). Unset by default: the form then
 * only logs and alerts, as the specification says, and nothing is sent.
 */
export const contactEndpoint: string | undefined =
  (import.meta.env?.VITE_CONTACT_ENDPOINT as string | undefined) || undefined;

export const contactPage = {
  path: "/contact",
  title: "Contact Us",
  description: `Talk to a researcher at ${site.name}. ${site.replyPromise}`,
  hero: {
    eyebrow: "Contact",
    heading: "Let's talk about your research",
    lead: "Tell us what you need to decide. A senior researcher will come back to you with questions, options and a plan.",
  },
  details: {
    heading: "Contact details",
    emailLabel: "E-mail",
    email: site.email,
    phoneLabel: "Phone",
    phone: site.phone,
    promise: site.replyPromise,
  },
  form: {
    heading: "Send us a message",
    intro: "Fields marked * are required.",
    requiredMark: "*",
    fields: {
      name: { label: "Name", autoComplete: "name" },
      email: { label: "E-mail", autoComplete: "email" },
      phone: { label: "Phone (optional)", autoComplete: "tel" },
      subject: { label: "Subject (optional)", autoComplete: "off" },
      message: { label: "Message", autoComplete: "off" },
    },
    submit: "Send message",
    sending: "Sending…",
    successAlert: "Message sent successfully!",
    failure:
      "Your message could not be sent. Nothing you typed was lost: please try again, or e-mail us directly.",
    draftNote: "Your draft is kept in this tab until you send it.",
    /** In the draft note's place when the page's scripts failed to load; e-mail and phone follow. */
    scriptsFailed:
      "This form could not finish loading, so it cannot send. Nothing you typed is lost: write to",
    /** Shown instead of the form when the browser runs no JavaScript (and no endpoint is set). */
    noScript: {
      text: "This form needs JavaScript, which is turned off in your browser. Nothing is lost: write to us or call, and a researcher will reply within one business day.",
      emailLabel: "E-mail us at",
      phoneLabel: "or call",
    },
  },
  offices: {
    eyebrow: "Our offices",
    heading: "Four offices, one team",
    lead: "Choose an office to see it on the map.",
    /** Without JavaScript there is no map: each office shows its address and a maps link. */
    leadWithoutScript: "Each office's address, with a link to open it in Google Maps.",
    groupLabel: "Choose an office",
    mapTitle: (name: string) => `Map showing our ${name} office`,
    // Short enough to stay on one line beside a 320 px screen's office card.
    openInMaps: (name: string) => `${name} in Google Maps`,
    newTabNote: "(opens in a new tab)",
    selectedLabel: "Selected office",
  },
} as const;

/** A phone number that never wraps: spaces become no-break spaces, hyphens non-breaking. */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}
