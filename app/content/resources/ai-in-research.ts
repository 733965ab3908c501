import type { GuideBookDetail } from "./types";

export const aiInResearch: GuideBookDetail = {
  kind: "guide-books",
  slug: "ai-in-research",
  intro:
    "AI is already changing how research is designed, fielded and analysed. This guide separates what works today from what is still hype, and lists the guardrails we apply whenever a model touches client data.",
  overview: [
    "We have tested AI tools on live projects since the first large language models appeared, always side by side with our usual methods so we could see where results agreed and where they did not. This guide shares what we learned, including the experiments that failed.",
    "Our position is pragmatic: use AI where it makes research faster or more thorough and a researcher can check the output; do not use it where it would replace the voice of real customers.",
  ],
  audience:
    "Insight leaders evaluating AI tools, procurement teams reviewing suppliers, and researchers who want a practical starting point.",
  facts: [
    { label: "Chapters", value: "6" },
    { label: "Pages", value: "52" },
    { label: "Format", value: "PDF with a supplier checklist" },
  ],
  chapters: [
    {
      title: "Where AI earns its place",
      summary:
        "Coding open ends, drafting discussion guides, translating and summarising transcripts: tasks where a model speeds the work and a researcher checks the result.",
    },
    {
      title: "Where it does not, yet",
      summary:
        "Synthetic respondents, unsupervised insight generation and anything that presents a model's guess as a customer's voice. Evidence from our own side-by-side tests.",
    },
    {
      title: "Fighting AI-generated fraud",
      summary:
        "Bots now write fluent open ends. How layered fraud detection, behavioural signals and human review keep data 99.9%+ clean.",
    },
    {
      title: "Coding and analysis with a human in the loop",
      summary:
        "How we combine machine coding with analyst review to reach inter-coder agreement of κ ≥0.80, and deliver transcripts in under 24 hours.",
    },
    {
      title: "Data protection and model governance",
      summary:
        "Which data may leave your environment, how to contract for it and the questions to ask any supplier about training, retention and access.",
    },
    {
      title: "A checklist for buying AI-enabled research",
      summary:
        "Twenty questions to put to any agency or platform, with the answers you should expect to hear.",
    },
  ],
};
