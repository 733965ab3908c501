import { z } from "zod";
import { text } from "./common.ts";

/**
 * The data file app/content/data/search-entry.yaml:
 * The top bar's search entry, on every page (the /search page's copy is in search.yaml).
 */
export const searchEntrySchema = z.strictObject({
  headerSearch: z.strictObject({
    landmark: text.describe(
      "Names the top bar's search for screen readers, apart from the one on /search.",
    ),
    label: text,
    placeholder: text,
    submit: text,
    linkLabel: text.describe(
      "On small screens: the name of the search icon that links to /search.",
    ),
  }),
});

export type SearchEntryData = z.infer<typeof searchEntrySchema>;
