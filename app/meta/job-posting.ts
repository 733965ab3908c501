/**
 * A role's page: schema.org JobPosting (issue 50 item 6, docs/decisions/0907-open-roles.md),
 * with what Google's job search reads: the title, the whole description as HTML, the posted
 * date, `validThrough` at the end of the closing day (UTC), the employment type, the firm as
 * hiring organisation and where the work is: an office's address, or, for a remote role,
 * TELECOMMUTE with the countries its applicants may live in. Built by the role page's loader
 * at build time, so the page's code only places what it was given.
 */
import type { Office } from "../content/offices";
import { site } from "../content/site";
import { absoluteUrl } from "./seo";
import { postalAddress } from "./structured-data";

interface JobPostingInput {
  title: string;
  /** The role's description as HTML (rendered from its Markdown at build). */
  html: string;
  posted: string;
  closes: string;
  /** schema.org's value: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN. */
  employmentType: string;
  /** The role's path, e.g. /careers/research-manager. */
  to: string;
  /** The office the role works from; absent for a remote role. */
  office?: Office;
  /** A remote role: the names of the countries its applicants may live in. */
  countries?: readonly string[];
}

export function jobPostingJsonLd(role: JobPostingInput): Record<string, unknown> {
  const where = role.office
    ? { jobLocation: { "@type": "Place", address: postalAddress(role.office) } }
    : {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: (role.countries ?? []).map((name) => ({
          "@type": "Country",
          name,
        })),
      };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.title,
    description: role.html,
    datePosted: role.posted,
    validThrough: `${role.closes}T23:59:59Z`,
    employmentType: role.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": absoluteUrl("/#organization"),
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    ...where,
    url: absoluteUrl(role.to),
  };
}
