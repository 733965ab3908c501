/**
 * Copy of /careers (app/content/data/careers.yaml). E-mail, phone and the follow-up promise
 * come from site.ts.
 */
import data from "./data/careers.yaml";
import { site } from "./site";

const copy = data.careersPage;

export const careersPage = {
  path: "/careers",
  ...copy,
  apply: {
    ...copy.apply,
    email: { ...copy.apply.email, address: site.careersEmail },
    phone: { ...copy.apply.phone, display: site.phone.display, href: site.phone.href },
    promise: site.applicationsPromise,
  },
} as const;

/** mailto: link with the application subject, URL-encoded. */
export function careersMailto(): string {
  return `mailto:${careersPage.apply.email.address}?subject=${encodeURIComponent(careersPage.apply.email.subject)}`;
}
