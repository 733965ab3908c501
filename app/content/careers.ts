/** Copy of /careers. E-mail, phone and the follow-up promise come from site.ts. */
import type { IconCard } from "./icons";
import { site } from "./site";

export const careersPage = {
  path: "/careers",
  title: "Careers",
  description: `Work at ${site.name}: catered meals, health care and a flexible environment. Apply by e-mail or phone.`,
  hero: {
    eyebrow: "Careers",
    heading: "Build the research that leaders act on",
    lead: "We hire curious researchers, analysts, programmers and project managers, and give them the support to do their best work.",
    image: {
      name: "careers-hero",
      alt: "Illustration: a bright, open studio with desks, plants and a shared table",
    },
  },
  benefits: {
    eyebrow: "Benefits",
    heading: "Looking after the people who do the work",
    items: [
      {
        key: "meals",
        icon: "utensils",
        title: "Catered meals",
        text: "Freshly prepared lunches in the office, with vegetarian and vegan options every day.",
      },
      {
        key: "health",
        icon: "heart-pulse",
        title: "Health care",
        text: "Health cover for you and your family, including mental-health support.",
      },
      {
        key: "flexible",
        icon: "clock",
        title: "Flexible environment",
        text: "Flexible hours and a mix of office and remote days, agreed with your team.",
      },
    ] satisfies (IconCard & { key: string })[],
  },
  apply: {
    eyebrow: "How to apply",
    heading: "Send us your resume",
    lead: "There is no form to fill in. Write to us or call, tell us what kind of work you enjoy, and attach your resume.",
    email: {
      label: "Apply by e-mail",
      address: site.careersEmail,
      subject: "Job application: resume attached",
      hint: "In your message, give your name and the role you are interested in.",
    },
    phone: {
      label: "Apply by phone",
      display: site.phone.display,
      href: site.phone.href,
      hint: "Monday to Friday, during business hours.",
    },
    promise: site.applicationsPromise,
  },
  contactBanner: {
    eyebrow: "Not looking for a job?",
    title: "Talk to us about a project",
    text: site.replyPromise,
    cta: { label: "Contact us", to: "/contact" },
  },
} as const;

/** mailto: link with the application subject, URL-encoded. */
export function careersMailto(): string {
  return `mailto:${careersPage.apply.email.address}?subject=${encodeURIComponent(careersPage.apply.email.subject)}`;
}
