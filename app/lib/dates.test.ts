import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes content dates as en-US long dates", () => {
    expect(formatLongDate("2025-07-01")).toBe("July 1, 2025");
    expect(formatLongDate("2025-03-18")).toBe("March 18, 2025");
    expect(formatLongDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatLongDate("2026-01-09")).toBe("January 9, 2026");
    expect(formatLongDate("2000-02-29")).toBe("February 29, 2000");
  });

  it("agrees with Intl's en-US long format on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const day = new Date("2024-01-01T00:00:00Z");
    let checked = 0;
    while (day.getUTCFullYear() === 2024) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.format(day));
      day.setUTCDate(day.getUTCDate() + 1);
      checked++;
    }
    expect(checked).toBe(366);
  });

  it("returns anything that is not a calendar date unchanged instead of throwing", () => {
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("2025-13-01")).toBe("2025-13-01");
    expect(formatLongDate("2025-00-10")).toBe("2025-00-10");
    expect(formatLongDate("2025-07-32")).toBe("2025-07-32");
    expect(formatLongDate("2025-02-31")).toBe("2025-02-31");
    expect(formatLongDate("2025-04-31")).toBe("2025-04-31");
    expect(formatLongDate("2025-02-29")).toBe("2025-02-29");
    expect(formatLongDate("1900-02-29")).toBe("1900-02-29");
    expect(formatLongDate("1 July 2025")).toBe("1 July 2025");
  });
});
