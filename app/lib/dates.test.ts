import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

/** Words other than the site's, so the function is seen to take them from its argument. */
const words = {
  months: [
    "janv.",
    "févr.",
    "mars",
    "avr.",
    "mai",
    "juin",
    "juil.",
    "août",
    "sept.",
    "oct.",
    "nov.",
    "déc.",
  ],
  longDate: "{day} {month} {year}",
};

describe("formatLongDate", () => {
  it("writes a calendar date with the given month names and pattern", () => {
    expect(formatLongDate("2025-07-01", words)).toBe("1 juil. 2025");
    expect(formatLongDate("2024-12-31", words)).toBe("31 déc. 2024");
    expect(formatLongDate("2000-02-29", words)).toBe("29 févr. 2000");
  });

  it("returns anything that is not a calendar date unchanged instead of throwing", () => {
    for (const given of [
      "",
      "2025-13-01",
      "2025-00-10",
      "2025-07-32",
      "2025-02-31",
      "2025-04-31",
      "2025-02-29",
      "1900-02-29",
      "1 July 2025",
    ])
      expect(formatLongDate(given, words)).toBe(given);
  });
});
