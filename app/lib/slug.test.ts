import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Technology Media & Telecom", "technology-media-telecom"],
    ["Food & Beverage", "food-beverage"],
    ["Non-Profit", "non-profit"],
    ["Restaurants & Services", "restaurants-services"],
    ["  Crème Brûlée!  ", "creme-brulee"],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
