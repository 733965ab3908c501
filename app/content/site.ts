/**
 * The one site config: brand, contact points, social profiles and origin.
 * The firm's name is not in the specification; "Northfield Insights" is a neutral placeholder
 * defined only here (see docs/decisions/0003-placeholder-brand.md).
 */
const shortName = "Northfield";
const nameSuffix = "Insights";

export const site = {
  name: `${shortName} ${nameSuffix}`,
  shortName,
  nameSuffix,
  tagline: "Full-service market research and data collection",
  description:
    "Northfield Insights is a full-service market research and data-collection firm: quantitative and qualitative research, panels and sampling, and custom hybrid studies across 100+ countries.",
  /** Canonical origin; override at build time with VITE_SITE_ORIGIN (no trailing slash). */
  origin:
    (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ??
    "https://www.northfield-insights.com",
  email: "hello@northfield-insights.com",
  careersEmail: "careers@northfield-insights.com",
  phone: { display: "+1 (919) 555-0142", href: "tel:+19195550142" },
  /** sessionStorage key of the contact form's unsent draft (the calculator hands it a brief). */
  contactDraftKey: "contact-form-draft",
  replyPromise: "We reply within one business day.",
  applicationsPromise: "We follow up on every application within a few business days.",
  copyrightYear: 2025,
  themeColor: "#12213f",
  locale: "en_US",
  shareImage: { path: "/og/share.png", width: 1200, height: 630, alt: "Northfield Insights" },
  /** Social profiles. The spec says these "lead nowhere": they point at the firm's own pages
   *  on each network once it has them; never href="#". */
  socials: [
    { name: "LinkedIn", icon: "linkedin", href: "https://www.linkedin.com/" },
    { name: "X", icon: "x", href: "https://x.com/" },
    { name: "Facebook", icon: "facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", icon: "instagram", href: "https://www.instagram.com/" },
  ],
} as const;

export type Site = typeof site;
