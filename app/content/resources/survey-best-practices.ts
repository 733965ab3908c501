import type { GuideBookDetail } from "./types";

export const surveyBestPractices: GuideBookDetail = {
  kind: "guide-books",
  slug: "survey-best-practices",
  intro:
    "Most bad data is designed in, not collected. This guide collects the habits our research directors apply to every questionnaire, so respondents stay engaged and the numbers mean what you think they mean.",
  overview: [
    "We wrote it after reviewing several hundred questionnaires sent to us for fielding. The same problems recurred: screeners that let the wrong people in, grids that exhausted respondents on mobile, and questions that could not change any decision. None of them are hard to fix once you know to look for them.",
    "Each chapter ends with a short checklist, and the appendix holds a one-page review sheet our project managers use before a survey goes live. Use it to brief an agency, review a draft or train a new team member.",
  ],
  audience:
    "Insight managers, brand and product teams who write or approve questionnaires, and agency researchers who want a shared checklist.",
  facts: [
    { label: "Chapters", value: "6" },
    { label: "Pages", value: "48" },
    { label: "Format", value: "PDF with checklists" },
  ],
  chapters: [
    {
      title: "Start from the decision",
      summary:
        "Write the decision and the action standard before the first question. If a question cannot change the decision, it does not belong in the survey.",
    },
    {
      title: "Screeners that find the right people",
      summary:
        "Hide the qualifying answer among plausible alternatives, ask behaviour before attitude and set quotas on what matters to the analysis, not on habit.",
    },
    {
      title: "Questions people can answer honestly",
      summary:
        "One idea per question, balanced scales, recall windows people can actually remember and neutral wording. Includes twenty before-and-after rewrites.",
    },
    {
      title: "Designing for the phone",
      summary:
        "Most respondents answer on a phone. Keep grids short, prefer card sorts to long matrices and aim for a median interview of 7–12 minutes.",
    },
    {
      title: "Quality checks that do not insult respondents",
      summary:
        "Attention checks that feel natural, consistency pairs, open-end review and why we replace flagged records instead of simply deleting them.",
    },
    {
      title: "From data to a recommendation",
      summary:
        "Plan the tables before fielding, report uncertainty honestly (±3.1% at n=1000 is not ±0%) and end every readout with what to do next.",
    },
  ],
};
