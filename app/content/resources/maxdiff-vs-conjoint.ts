import type { ArticleDetail } from "./types";

export const maxdiffVsConjoint: ArticleDetail = {
  kind: "articles",
  slug: "maxdiff-vs-conjoint",
  intro:
    "Clients often ask for 'a conjoint' when they need a MaxDiff, and the other way round. Both force respondents to trade off, which is why they beat rating scales, but they answer different questions.",
  author: "Priya Raman",
  authorRole: "Director, Quantitative Research",
  published: "2025-03-18",
  readMinutes: 6,
  sections: [
    {
      heading: "What each method measures",
      paragraphs: [
        "MaxDiff ranks a list of items on a single dimension: importance, appeal, believability. Respondents see a few items at a time and pick the best and the worst. The output is a clean ranking with distances between items, ideal when you have twenty or forty claims, features or messages to sort.",
        "Conjoint measures how people trade off attributes of a whole offer. Respondents choose between complete products that vary on price, features and brand. The output is the value of each attribute level, and a simulator that predicts choice among offers that were never shown.",
      ],
    },
    {
      heading: "A simple test",
      paragraphs: [
        "Ask what the decision looks like. If it is 'which of these should we do first?', the items compete for attention, not for a place in one product: use MaxDiff. If it is 'what should the product look like and what should it cost?', attributes combine into an offer: use conjoint.",
        "Price is the usual tie-breaker. MaxDiff cannot tell you what people will pay, because price is not an item on a list. If price is part of the decision, you need conjoint, or a MaxDiff followed by a pricing exercise.",
      ],
    },
    {
      heading: "When to use both",
      paragraphs: [
        "On large programmes we often run them in sequence: a MaxDiff to cut forty candidate features to the eight that matter, then a conjoint on those eight with price. Each method does the job it is good at, and the conjoint stays short enough for respondents to answer carefully on a phone.",
      ],
    },
  ],
  takeaways: [
    "MaxDiff ranks a long list on one dimension",
    "Conjoint values attributes of a complete offer, including price",
    "If price is in the decision, you need conjoint",
    "Combine them: MaxDiff to shortlist, conjoint to design",
  ],
};
