import type { RouteEntry } from "../../app/catalog/routes-manifest";

/**
 * Which pages the per-page sweeps visit, from a route table: the one the content under test gives
 * (routes.ts, app/content) or the screenshot suite's frozen copy (tests/visual/pages.spec.ts,
 * decision 0915). Pages that share a template are visited through samples.
 */
type Entry = Pick<RouteEntry, "path" | "file" | "id" | "indexable" | "pages">;

export const isFilterView = (r: Entry) => r.file === "routes/resource-filter.tsx";
const isItemPage = (r: Entry) => r.file === "routes/resource-item.tsx";
const isSampled = (r: Entry) => isFilterView(r) || isItemPage(r);
/** The open roles' pages share one template: the sweeps visit the first (decision 0907). */
const isRolePage = (r: Entry) => r.file === "routes/careers-role.tsx";

/**
 * The samples the content gives, whatever it holds: the newest item of each Resource Center
 * section (the first its route lists) and the first filter view across sections by industry and
 * within a section by topic.
 */
export function contentSamples(entries: readonly Entry[]): Set<string> {
  const first = (r: Entry | undefined) => (r?.pages ?? []).slice(0, 1);
  return new Set([
    ...entries.filter(isItemPage).flatMap(first),
    ...first(entries.find((r) => r.id === "resource-filter-industry")),
    ...first(entries.find((r) => r.id === "resource-filter-section-topic")),
  ]);
}

/** Every prerendered page that renders its own content (redirect pages excluded), sampled. */
export const sweepPaths = (entries: readonly Entry[], samples: ReadonlySet<string>): string[] =>
  entries
    .filter((r) => r.indexable)
    .flatMap((r) =>
      isSampled(r)
        ? r.pages!.filter((p) => samples.has(p))
        : isRolePage(r)
          ? r.pages!.slice(0, 1)
          : (r.pages ?? [r.path]),
    );
