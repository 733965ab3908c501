import type { ServiceSlug } from "../../content/services";

/**
 * Each service's colour (decision 0933): the rule on its /services card, the stripe under its
 * page's header and the rules of its approach cards, so a colour means one service everywhere.
 */
export const serviceAccent: Record<ServiceSlug, string> = {
  quantitative: "bg-teal-600",
  qualitative: "bg-amber-500",
  "panels-sampling": "bg-coral-600",
  custom: "bg-ink-500",
};
