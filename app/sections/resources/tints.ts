import type { ResourceTint } from "../../content/resources";

/** Card tints: the image backdrop and the tag pill (cards, item heroes, the editor's preview). */
export const tintClasses: Record<ResourceTint, { backdrop: string; tag: string }> = {
  ink: { backdrop: "bg-ink-900", tag: "bg-ink-100 text-ink-800" },
  teal: { backdrop: "bg-teal-800", tag: "bg-teal-100 text-teal-800" },
  sand: { backdrop: "bg-sand-200", tag: "bg-sand-200 text-ink-900" },
  amber: { backdrop: "bg-amber-300", tag: "bg-amber-100 text-ink-900" },
};
