/**
 * Copy of /contact (app/content/data/contact.yaml; e-mail, phone and the reply promise from
 * site.ts), and the optional form endpoint (the one place it is read).
 */
import { fill } from "../lib/fill";
import data from "./data/contact.yaml";
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

const copy = data.contactPage;

export const contactPage = {
  path: "/contact",
  ...copy,
  details: {
    ...copy.details,
    email: site.email,
    phone: site.phone,
    promise: site.replyPromise,
  },
  offices: {
    ...copy.offices,
    mapTitle: (name: string) => fill(copy.offices.mapTitle, { name }),
    openInMaps: (name: string) => fill(copy.offices.openInMaps, { name }),
  },
} as const;

/** A phone number that never wraps: spaces become no-break spaces, hyphens non-breaking. */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}
