import { pagerLabels } from "../content/resources";
import { type PageInfo, pagePath } from "../lib/pagination";

/**
 * The head of one page of a paginated list: its own canonical URL, a title that names the page
 * from page 2 on (no two pages share a title), and its neighbours as rel="prev"/"next".
 */
export function listPageSeo(base: string, title: string, info: PageInfo | undefined) {
  const page = info?.page ?? 1;
  const count = info?.pageCount ?? 1;
  return {
    title: page > 1 ? `${title}, ${pagerLabels.titleSuffix(page, count)}` : title,
    path: pagePath(base, page),
    ...(page > 1 ? { prev: pagePath(base, page - 1) } : {}),
    ...(page < count ? { next: pagePath(base, page + 1) } : {}),
  };
}
