import type { ArticleDetail } from "./types";

export const claimsThatConvert: ArticleDetail = {
  kind: "articles",
  slug: "claims-that-convert",
  intro:
    "Ask consumers to rate product claims and 'natural ingredients' or 'great taste' will win almost every time. Put those claims on a pack and sales rarely move. The claim people like is not always the claim that makes them buy.",
  author: "Tom Whitfield",
  authorRole: "Associate Director, Consumer Insight",
  published: "2025-05-06",
  readMinutes: 5,
  sections: [
    {
      heading: "Why ratings mislead",
      paragraphs: [
        "Rating scales reward claims that are agreeable, familiar and safe. Everyone wants great taste, so everyone rates it highly, and it tells shoppers nothing they did not already assume. A winning claim must be both appealing and different from what the shopper expects of the category.",
        "Rating scales also invite every claim to score well at once. Shoppers at a shelf do not read five claims; they notice one, and only for a second or two.",
      ],
    },
    {
      heading: "Test like a shopper decides",
      paragraphs: [
        "We test claims in three steps. A MaxDiff ranks a long list on motivation, forcing a choice between claims. A believability check removes claims that sound too good to be true. Finally, the shortlist is placed on packs or ads in a monadic test, so each respondent sees one version, as they would in a store, and we measure purchase intent against a control.",
      ],
      list: [
        "Rank on motivation with forced choice, not ratings",
        "Screen out claims people do not believe",
        "Measure the lift of the final claim in context, against a control",
      ],
    },
    {
      heading: "What tends to win",
      paragraphs: [
        "Across our recent claim tests, specific, concrete claims beat general ones: a number, a named ingredient or a proof point. Benefit claims beat feature claims, unless the feature is new to the category. Health and sustainability claims convert when they are specific and verifiable, and backfire when they sound like marketing.",
      ],
    },
  ],
  takeaways: [
    "Liked is not the same as motivating",
    "Force a choice between claims, then check they are believed",
    "Test the winner in context, against a control",
    "Specific and verifiable beats broad and agreeable",
  ],
};
