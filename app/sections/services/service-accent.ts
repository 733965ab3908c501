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

/**
 * The same colour on the quality stack's dark band (decision 0939): its layers' numbers and its
 * figures, in the light tone of each service's colour that reads on navy.
 */
export const serviceAccentOnDark: Record<ServiceSlug, { figure: string; marker: string }> = {
  quantitative: { figure: "text-teal-300", marker: "bg-teal-300" },
  qualitative: { figure: "text-amber-300", marker: "bg-amber-300" },
  "panels-sampling": { figure: "text-coral-300", marker: "bg-coral-300" },
  custom: { figure: "text-sand-200", marker: "bg-sand-200" },
};
