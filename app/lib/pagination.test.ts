import { describe, expect, it } from "vitest";
import {
  groupThousands,
  pageInfo,
  pagePath,
  pagerNumbers,
  pageSlice,
  parsePagePath,
} from "./pagination";

describe("pagination", () => {
  it("keeps page 1 at the list's own URL and puts later pages under /page/<n>", () => {
    expect(pagePath("/resources/blog", 1)).toBe("/resources/blog");
    expect(pagePath("/resources/blog", 2)).toBe("/resources/blog/page/2");
    expect(pagePath("/resources/industry/retail", 12)).toBe("/resources/industry/retail/page/12");
  });

  it("reads the list and page number back from a path", () => {
    expect(parsePagePath("/resources/blog")).toEqual({ base: "/resources/blog", page: 1 });
    expect(parsePagePath("/resources/blog/page/3")).toEqual({ base: "/resources/blog", page: 3 });
    expect(parsePagePath("/resources/blog/page/120")).toEqual({
      base: "/resources/blog",
      page: 120,
    });
  });

  it("names no page for /page/1, a page number that is not one, or a padded one", () => {
    for (const path of [
      "/resources/blog/page/1",
      "/resources/blog/page/0",
      "/resources/blog/page/02",
      "/resources/blog/page/two",
      "/resources/blog/page/2.5",
      "/resources/blog/page/-3",
    ])
      expect(parsePagePath(path), path).toBeUndefined();
  });

  it("says which items a page shows", () => {
    expect(pageInfo(1012, 24, 2)).toEqual({
      page: 2,
      pageCount: 43,
      total: 1012,
      from: 25,
      to: 48,
    });
    expect(pageInfo(1012, 24, 43)).toEqual({
      page: 43,
      pageCount: 43,
      total: 1012,
      from: 1009,
      to: 1012,
    });
    expect(pageInfo(3, 24, 1)).toEqual({ page: 1, pageCount: 1, total: 3, from: 1, to: 3 });
    expect(pageSlice(["a", "b", "c", "d", "e"], 2, 3)).toEqual(["e"]);
  });

  it("shows the first, the last and the current page with its neighbours, gaps as null", () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows that page instead of "…".
    expect(pagerNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagerNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("groups thousands as en-US writes them", () => {
    expect(groupThousands(12)).toBe("12");
    expect(groupThousands(1012)).toBe("1,012");
    expect(groupThousands(1234567)).toBe("1,234,567");
  });
});
