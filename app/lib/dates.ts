/**
 * Dates as long dates ("July 1, 2025"), written out by hand from the content's words
 * (app/content/data/dates.yaml, loaded by app/content/dates.ts).
 *
 * Why not `Intl.DateTimeFormat`: constructing the first one in a page loads ICU's
 * calendar and time-zone data, 20–30 ms of main-thread work on a desktop (×4 on a
 * phone), and it ran while the page modules evaluated, in one task. The site only
 * shows calendar dates from its own content, so the names are all it needs.
 */
import { fill } from "./fill";

/** The words of a long date: the twelve month names, January first, and the pattern. */
export interface DateWords {
  months: readonly string[];
  /** "{month} {day}, {year}" */
  longDate: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month (1–12) of the Gregorian calendar: day 0 of the next month is its last day. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2025-07-01" → "July 1, 2025". Anything that is not a calendar date comes back as given. */
export function formatLongDate(iso: string, words: DateWords): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, year = "", month, day] = match;
  const name = words.months[Number(month) - 1];
  const dayOfMonth = Number(day);
  if (!name || dayOfMonth < 1 || dayOfMonth > daysInMonth(Number(year), Number(month))) return iso;
  return fill(words.longDate, { month: name, day: dayOfMonth, year });
}
