import { describe, expect, it } from "vitest";
import { longDate } from "./dates";

// The site's dates are en-US long dates (app/content/data/dates.yaml), written out by hand.
describe("longDate", () => {
  it("writes content dates as en-US long dates", () => {
    expect(longDate("2025-07-01")).toBe("July 1, 2025");
    expect(longDate("2026-01-09")).toBe("January 9, 2026");
  });

  it("agrees with Intl's en-US long format on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const day = new Date("2024-01-01T00:00:00Z");
    let checked = 0;
    while (day.getUTCFullYear() === 2024) {
      const iso = day.toISOString().slice(0, 10);
      expect(longDate(iso)).toBe(intl.format(day));
      day.setUTCDate(day.getUTCDate() + 1);
      checked++;
    }
    expect(checked).toBe(366);
  });

  it("returns a date that is not in the calendar as written", () => {
    expect(longDate("2025-02-29")).toBe("2025-02-29");
  });
});
