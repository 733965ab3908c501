/**
 * Dates as the site writes them (app/content/data/dates.yaml): "July 1, 2025".
 */
import { formatLongDate } from "../lib/dates";
import data from "./data/dates.yaml";

const words = data;

/** "2025-07-01" → "July 1, 2025"; anything that is not a calendar date comes back as given. */
export const longDate = (iso: string): string => formatLongDate(iso, words);
