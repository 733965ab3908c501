import type { GuideBookDetail } from "./types";

export const futureOfData: GuideBookDetail = {
  kind: "guide-books",
  slug: "future-of-data",
  intro:
    "Privacy law is tightening, cookies are fading and respondents expect more in return for their time. This guide sets out how research data will be collected over the next five years and what insight teams should do now.",
  overview: [
    "The guide draws on our own fieldwork across 100+ countries and on conversations with clients' privacy and procurement teams. Its argument is simple: the firms that treat respondents as partners, with clear consent and fair reward, will keep access to good data while others struggle with falling response and rising fraud.",
    "It is not a forecast for its own sake. Every chapter ends with decisions an insight team can take this year, from consent wording to supplier contracts.",
  ],
  audience:
    "Heads of insight, data protection officers and anyone planning a research budget beyond next year.",
  facts: [
    { label: "Chapters", value: "5" },
    { label: "Pages", value: "36" },
    { label: "Format", value: "PDF with a planning worksheet" },
  ],
  chapters: [
    {
      title: "Consent as a product",
      summary:
        "Clear, granular consent raises participation. We show consent flows that respondents understand and how long to retain what they share.",
    },
    {
      title: "Passive and behavioural data",
      summary:
        "Receipt scans, app metering and browsing panels add what people do to what they say. Where they help, where they mislead and how to combine them with surveys.",
    },
    {
      title: "Synthetic and modelled boosts",
      summary:
        "Modelled data can fill thin cells in a sample, but it cannot replace real respondents. A framework for when modelled boosts are acceptable and how to disclose them.",
    },
    {
      title: "First-party data and research",
      summary:
        "Linking CRM records with survey answers, safely: hashing, clean rooms and the governance that keeps clients and respondents protected.",
    },
    {
      title: "A five-year plan for insight teams",
      summary:
        "Skills, suppliers and budgets to prepare for: a worksheet that turns the trends above into a practical roadmap.",
    },
  ],
};
