import { describe, expect, it } from "vitest";
import { offices } from "../content/offices";
import { MAPS_ORIGIN, mapEmbedUrl, mapSearchUrl } from "./maps";

describe("map URLs", () => {
  it("embed URL: origin, /maps, encoded q and output=embed", () => {
    const url = new URL(mapEmbedUrl("Felaw Maltings, 42 Felaw Street, Ipswich IP2 8SJ"));
    expect(url.origin).toBe(MAPS_ORIGIN);
    expect(url.pathname).toBe("/maps");
    expect(url.searchParams.get("q")).toBe("Felaw Maltings, 42 Felaw Street, Ipswich IP2 8SJ");
    expect(url.searchParams.get("output")).toBe("embed");
  });

  it("search URL carries the address as the query", () => {
    const url = new URL(mapSearchUrl(offices[0]!.address));
    expect(url.origin + url.pathname).toBe(`${MAPS_ORIGIN}/maps/search/`);
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(offices[0]!.address);
  });

  it("encodes &, # and + so they cannot end or split the query", () => {
    const address = "Unit 3 & 4, Block #7, A+B Park";
    for (const build of [mapEmbedUrl, mapSearchUrl]) {
      const raw = build(address);
      expect(raw).toContain("Unit%203%20%26%204%2C%20Block%20%237%2C%20A%2BB%20Park");
      expect(raw).not.toContain("#");
      const url = new URL(raw);
      expect(url.hash).toBe("");
      expect(url.searchParams.get(build === mapEmbedUrl ? "q" : "query")).toBe(address);
    }
    expect(new URL(mapEmbedUrl(address)).searchParams.get("output")).toBe("embed");
  });

  it("encodes non-Latin text as UTF-8 and round-trips it", () => {
    const address = "दुबई मरीना, دبي, 東京都 ✓";
    const raw = mapSearchUrl(address);
    expect(raw).toMatch(/^[\x21-\x7e]+$/); // pure ASCII, no spaces
    expect(raw).toContain("%E0%A4%A6"); // द
    expect(new URL(raw).searchParams.get("query")).toBe(address);
    expect(new URL(mapEmbedUrl(address)).searchParams.get("q")).toBe(address);
  });

  it("every office yields URLs on the one maps origin", () => {
    for (const office of offices) {
      expect(mapEmbedUrl(office.address).startsWith(`${MAPS_ORIGIN}/maps?q=`)).toBe(true);
      expect(new URL(mapSearchUrl(office.address)).searchParams.get("query")).toBe(office.address);
    }
  });
});
