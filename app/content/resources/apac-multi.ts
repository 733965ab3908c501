import type { PanelBookDetail } from "./types";

export const apacMulti: PanelBookDetail = {
  kind: "panel-books",
  slug: "apac-multi",
  intro:
    "One study, eleven markets, one standard of quality. Our APAC panel combines proprietary panels in India and Southeast Asia with audited partners elsewhere, all cleaned by the same fraud and bot checks.",
  facts: [
    { label: "Markets", value: "11" },
    { label: "Active members", value: "2.4M+" },
    { label: "Survey languages", value: "14" },
    { label: "Healthcare professionals", value: "60k+" },
    { label: "Sampling error at n=1000", value: "±3.1%" },
    { label: "Design effect", value: "1.10–1.35" },
  ],
  sections: [
    {
      heading: "Coverage",
      paragraphs: [
        "The panel covers India, Singapore, Malaysia, Indonesia, Thailand, Vietnam, the Philippines, Japan, South Korea, Australia and New Zealand. Our Gurugram fieldwork hub runs the proprietary panels and manages every partner panel against a common scorecard.",
        "Online samples reach urban and semi-urban consumers well in every market. Where online penetration is lower, such as rural India or parts of Indonesia, we blend in face-to-face and telephone interviews and weight the combined sample to the target population.",
      ],
    },
    {
      heading: "Local languages, one questionnaire",
      paragraphs: [
        "Questionnaires are translated by native-speaking researchers, back-checked and tested on mobile in each market before launch. Scales, brand lists and price bands are localised so that results are comparable, not just translated.",
      ],
      list: [
        "Hindi, Tamil, Bengali and English in India",
        "Bahasa Indonesia and Bahasa Malaysia",
        "Thai, Vietnamese, Tagalog, Japanese and Korean",
        "Simplified and traditional Chinese for Singapore and Malaysia",
      ],
    },
    {
      heading: "Multi-country project management",
      paragraphs: [
        "A single project manager owns the timeline across markets and reports daily field progress by country. Toplines for all markets arrive together, typically within 72 hours of field close.",
      ],
    },
  ],
  profiling: [
    "Urbanicity and socio-economic class",
    "Household and family structure",
    "Mobile, payments and e-commerce use",
    "Category purchasing",
    "Healthcare specialty and practice setting",
    "Business role and company size",
  ],
};
