import { routeEntries } from "../../app/content/routes-manifest";

/** Every prerendered page that renders its own content (redirect pages excluded). */
export const pagePaths = routeEntries.filter((r) => r.indexable).map((r) => r.path);
