import type { PanelBookDetail } from "./types";

export const usConsumer: PanelBookDetail = {
  kind: "panel-books",
  slug: "us-consumer",
  intro:
    "Our US consumer panel is built for studies that must stand up in front of a board: balanced to the census, deeply profiled and cleaned before a single complete reaches your data file.",
  facts: [
    { label: "Active members", value: "1.2M+" },
    { label: "Profiling points", value: "380+" },
    { label: "Census-balanced on", value: "Age, gender, region, income, ethnicity" },
    { label: "Typical incidence", value: "~25–40%" },
    { label: "Median interview", value: "7–12 min" },
    { label: "Records passing QC", value: "≥95%" },
  ],
  sections: [
    {
      heading: "Recruitment",
      paragraphs: [
        "Members join through a blend of invitation-only partner programmes, loyalty partnerships and targeted digital recruitment. We deliberately avoid open river traffic for core studies: every member completes a double opt-in, a profile survey and identity checks before receiving a paid invitation.",
        "Recruitment is monitored against census targets each month, so hard-to-reach groups such as younger men, rural households and Spanish-speaking Hispanic consumers are topped up before they become a quota problem.",
      ],
    },
    {
      heading: "Quality controls",
      paragraphs: [
        "Every complete passes the same layered checks: device fingerprinting and duplicate detection at entry, bot and VPN screening, attention and consistency traps inside the survey, and open-end review by a trained analyst. Flagged records are removed and replaced within the fieldwork window, so you receive 99.9%+ clean data rather than a list of exclusions to make yourself.",
      ],
      list: [
        "Digital fingerprinting and geo-IP validation",
        "Speeder, straight-liner and gibberish checks",
        "Fail-and-replace buffer of 5–12% built into quotas",
        "Member scoring that retires repeat offenders",
      ],
    },
    {
      heading: "What the full book includes",
      paragraphs: [
        "The full panel book lists member counts by state and DMA, demographic distributions against the census, profiling variables with their refresh dates, response-rate benchmarks by audience and our incentive policy. Procurement teams usually also ask for our data-protection statement and ESOMAR 37 answers; both are included.",
      ],
    },
  ],
  profiling: [
    "Household composition and income",
    "Health conditions and caregiving",
    "Grocery, beauty and pet purchasing",
    "Auto ownership and intent",
    "Media, streaming and gaming habits",
    "Financial products held",
    "Travel and leisure",
    "Employment and B2B role",
  ],
};
