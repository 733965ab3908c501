/**
 * Schema of app/content/data/dates.yaml: how the site writes a date (issue 47: no copy in code).
 * Imports nothing but zod and the schemas beside it.
 */
import { z } from "zod";
import { text } from "./common.ts";

/**
 * The data file app/content/data/dates.yaml:
 * How the site writes a date (item pages, the privacy policy, the due-diligence pages): {month} is
 * one of the names below, {day} the day of the month, {year} the year.
 */
export const datesSchema = z.strictObject({
  /** January first. */
  months: z.array(text).length(12, "the twelve month names, January first"),
  /** A date as the site shows it: {month}, {day} and {year} are filled in. */
  longDate: text.regex(
    /^(?=.*\{month\})(?=.*\{day\})(?=.*\{year\})/,
    "a pattern naming {month}, {day} and {year}",
  ),
});

export type DatesData = z.infer<typeof datesSchema>;
