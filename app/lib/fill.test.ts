import { describe, expect, it } from "vitest";
import { fill } from "./fill";

describe("fill", () => {
  it("puts each named value in its place and leaves unknown names as written", () => {
    expect(fill("{label}: {scope} ({n})", { label: "Healthcare", scope: "Articles", n: 3 })).toBe(
      "Healthcare: Articles (3)",
    );
    expect(fill("{label} and {missing}", { label: "A" })).toBe("A and {missing}");
  });
});
