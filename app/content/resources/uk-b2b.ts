import type { PanelBookDetail } from "./types";

export const ukB2b: PanelBookDetail = {
  kind: "panel-books",
  slug: "uk-b2b",
  intro:
    "Business audiences are small, busy and easy to impersonate. Our UK B2B panel is verified role by role, so the finance director in your data really does sign off the budget.",
  facts: [
    { label: "Verified professionals", value: "210k+" },
    { label: "C-suite and directors", value: "38k+" },
    { label: "IT decision-makers", value: "46k+" },
    { label: "SME owners", value: "52k+" },
    { label: "Completion rate", value: "≥90%" },
    { label: "Show rate for interviews", value: "≥90%" },
  ],
  sections: [
    {
      heading: "How members are verified",
      paragraphs: [
        "Each professional is matched to a public business profile or company registry record at sign-up, and re-verified when their job title changes. Members who claim a senior role answer role-specific knowledge questions before they can enter a senior-only study.",
        "For the rarest audiences, such as procurement heads in regulated sectors or CISOs in mid-market firms, we recruit by telephone from our own sample frame and confirm the role before the interview.",
      ],
    },
    {
      heading: "Targeting",
      paragraphs: [
        "You can target by company size (employees and turnover bands), SIC sector, region, function, seniority and purchase responsibility. Purchase responsibility is profiled per category, so we can find people who approve spend on cloud software, fleet vehicles or office furniture without screening out thousands of respondents.",
      ],
      list: [
        "Company size from sole traders to 10,000+ employees",
        "Twenty-one SIC sectors, including public sector and charities",
        "Decision role: approve, influence, specify or use",
        "Installed technology and current suppliers",
      ],
    },
    {
      heading: "Qualitative recruitment",
      paragraphs: [
        "The same verified members can be invited to depth interviews, online communities and in-person groups in London and Manchester. We confirm every qualitative respondent by phone and keep consent records for 30–90 days, in line with the retention agreed with the client.",
      ],
    },
  ],
  profiling: [
    "Job title, function and seniority",
    "Company size and turnover",
    "Sector (SIC) and region",
    "Budget authority by category",
    "Installed technology stack",
    "Current suppliers and contract renewal dates",
    "Fleet, premises and HR responsibilities",
  ],
};
