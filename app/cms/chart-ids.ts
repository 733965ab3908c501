/**
 * A chart's short name made from its title when left empty (issue 49, decision 0816): the body
 * places a chart by that name, and a marketer had to invent one in the schema's form
 * (lower-case words joined by hyphens) before the chart could be saved. Left empty, it is made
 * from the title as the item's file name is made from its (`newItemSlug`), at most 40
 * characters cut at a word, and kept unique among the item's charts ("-2", "-3").
 */
import { newItemSlug } from "./entry-check";

const MAX_ID = 40;

/** The short name a chart titled `title` gets: "Who switched, and why?" → "who-switched-and-why". */
export function chartIdFrom(title: string): string {
  const slug = newItemSlug(title)
    .replace(/[^a-z0-9-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= MAX_ID) return slug;
  const cut = slug.slice(0, MAX_ID + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : MAX_ID);
}

/**
 * The charts with a short name each: an empty one made from its title, unique among them;
 * `undefined` when none was empty (nothing to change).
 */
export function withChartIds(charts: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(charts)) return undefined;
  const list = charts as Record<string, unknown>[];
  const named = (chart: Record<string, unknown>) =>
    typeof chart?.id === "string" && chart.id.trim() !== "";
  if (list.every(named)) return undefined;
  const taken = new Set(list.filter(named).map((chart) => String(chart.id)));
  return list.map((chart) => {
    if (named(chart) || typeof chart?.title !== "string") return chart;
    const base = chartIdFrom(chart.title);
    if (!base) return chart;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { ...chart, id };
  });
}
