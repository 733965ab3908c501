import type { CaseStudyDetail } from "./types";

export const packRedesign: CaseStudyDetail = {
  kind: "case-studies",
  slug: "pack-redesign",
  intro:
    "A snack brand's new design agency delivered a striking pack. The brand team loved it. The question was whether shoppers, and especially loyal buyers, would still find it.",
  client: "A leading savoury snack brand (anonymised)",
  industry: "Consumer Packaged Goods",
  services: ["Qualitative research", "Virtual shelf test", "Quantitative research"],
  metrics: [
    { label: "Shoppers tested", value: "1,800" },
    { label: "Pack routes", value: "3" },
    { label: "Shelf layouts", value: "2" },
    { label: "Weeks to decision", value: "5" },
  ],
  challenge: [
    "The brand held a strong share but looked dated next to new challengers. The redesign replaced the familiar yellow with a deep navy, a new logo lock-up and photography of the product.",
    "Past redesigns in the category had cost brands several share points when loyal buyers could not find their usual pack. The team needed to know the risk before committing to print.",
  ],
  approach: [
    "Six online focus groups with loyal and occasional buyers explored first impressions, brand cues and what each design communicated about taste.",
    "A virtual shelf test with 1,800 category buyers measured time to find the pack, standout and purchase choice, with the current pack, the new design and a hybrid route, each on two realistic shelf layouts.",
    "Loyal buyers were analysed separately, with an action standard agreed in advance: no route could slow their time to find the pack by more than one second.",
  ],
  result: [
    "The bold navy route won on standout among occasional buyers but slowed loyal buyers by almost two seconds. The hybrid route, which kept a yellow band and the old logo's shape, matched the new design's appeal and kept findability level with the current pack.",
    "The brand launched the hybrid route. Its share held through the transition and grew among occasional buyers in the following two quarters.",
  ],
};
