import type { ArticleDetail } from "./types";

export const onboardingFriction: ArticleDetail = {
  kind: "articles",
  slug: "onboarding-friction",
  intro:
    "Product analytics can show you exactly where new customers drop out of onboarding. It cannot tell you why. Teams that guess the reason often fix the wrong step, and the drop-off simply moves.",
  author: "Amara Okafor",
  authorRole: "Director, Qualitative Research",
  published: "2025-08-21",
  readMinutes: 7,
  sections: [
    {
      heading: "Step one: find the moments, not the screens",
      paragraphs: [
        "Start from your funnel data, but group the steps into moments that matter to the customer: 'deciding to sign up', 'proving who I am', 'getting my first result'. Drop-off at a screen often reflects a doubt raised earlier, such as an unexpected request for a card number.",
      ],
    },
    {
      heading: "Step two: watch real first-time users",
      paragraphs: [
        "Recruit people who match your target customers but have never used the product, and watch them onboard in remote sessions while thinking aloud. Eight to twelve sessions per segment usually reveal the main barriers. Add recent sign-ups who abandoned, interviewed within days while the memory is fresh.",
        "Listen for hesitation as much as failure. A pause before pressing 'continue' is a sign of doubt that analytics record only as a longer time on the screen.",
      ],
    },
    {
      heading: "Step three: size the barriers",
      paragraphs: [
        "Qualitative sessions tell you what the barriers are; a short survey of recent sign-ups and abandoners tells you how common each one is. Ranking barriers by prevalence and by impact on completion gives the product team a prioritised list instead of a long report.",
      ],
      list: [
        "Trust: why do you need this information now?",
        "Effort: too many fields, documents or steps",
        "Value: I have not yet seen what I get",
        "Clarity: I am not sure what happens next",
      ],
    },
  ],
  takeaways: [
    "Analytics show where; research shows why",
    "Group screens into customer moments",
    "Watch first-time users and interview recent abandoners",
    "Size each barrier before you redesign",
  ],
};
