import { describe, expect, it } from "vitest";
import { buildDay, openOn } from "./build-day";

describe("buildDay", () => {
  it("takes BUILD_DATE when set", () => {
    expect(buildDay("2026-12-21", new Date("2030-01-01T12:00:00Z"))).toBe("2026-12-21");
  });

  it("is today in UTC without it, whatever the local time zone says", () => {
    expect(buildDay(undefined, new Date("2026-12-20T23:59:59.999Z"))).toBe("2026-12-20");
    expect(buildDay("", new Date("2026-12-21T00:00:00Z"))).toBe("2026-12-21");
  });

  it("refuses a BUILD_DATE that is no calendar date", () => {
    expect(() => buildDay("2026-02-30", new Date())).toThrow(
      'BUILD_DATE: expected a date written YYYY-MM-DD, received "2026-02-30"',
    );
    expect(() => buildDay("21/12/2026", new Date())).toThrow(/YYYY-MM-DD/);
  });
});

describe("openOn", () => {
  it("keeps a role open through the end of its closing day (UTC) and closes it the next", () => {
    const lastMoment = buildDay(undefined, new Date("2026-12-20T23:59:59Z"));
    const nextMoment = buildDay(undefined, new Date("2026-12-21T00:00:00Z"));
    expect(openOn("2026-12-20", lastMoment)).toBe(true);
    expect(openOn("2026-12-20", nextMoment)).toBe(false);
    expect(openOn("2027-01-31", nextMoment)).toBe(true);
  });
});
