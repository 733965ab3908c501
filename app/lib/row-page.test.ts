import { describe, expect, it } from "vitest";
import { rowPageScrollLeft } from "./row-page";

// The home industries row at 1440 px: 288 px cards 20 px apart, the first 120 px from the
// view's left, 1,344 px of the view counted as in view (1,440 less the 96 px faded edge).
const cards = Array.from({ length: 12 }, (_, i) => ({ start: 120 + i * 308, end: 408 + i * 308 }));
const MAX = 3_500;

describe("rowPageScrollLeft", () => {
  it("pages on to the first card not wholly in view, set where the first card sits", () => {
    // Ends 408, 716, 1024, 1332 fit in 1,344; the fifth card (1,352–1,640) does not.
    expect(rowPageScrollLeft(cards, 0, 1344, MAX, 1)).toBe(1232);
    // From there the ninth card (2,584–2,872) is the first past 1,232 + 1,344 = 2,576.
    expect(rowPageScrollLeft(cards, 1232, 1344, MAX, 1)).toBe(2464);
  });

  it("pages back so the card before the first in view ends the page", () => {
    // First wholly in view at 2,464: the ninth card (start 2,584); the eighth ends at 2,564,
    // so a page must start at 2,564 - 1,344 = 1,220 or later: the fifth card, 1,232.
    expect(rowPageScrollLeft(cards, 2464, 1344, MAX, -1)).toBe(1232);
    expect(rowPageScrollLeft(cards, 1232, 1344, MAX, -1)).toBe(0);
    expect(rowPageScrollLeft(cards, 0, 1344, MAX, -1)).toBe(0);
  });

  it("stops at the row's ends", () => {
    expect(rowPageScrollLeft(cards, 2464, 1344, 2600, 1)).toBe(2600);
    expect(rowPageScrollLeft(cards, 2600, 1344, 2600, 1)).toBe(2600);
    expect(rowPageScrollLeft([], 40, 1344, 2600, 1)).toBe(40);
  });

  it("from a position between cards, back lands on a card's start", () => {
    // Scrolled by hand to 700: the fourth card (1,044) is the first wholly in view; the third
    // ends at 1,024, so the page starts at or after 1,024 - 1,344 < 0: the first card.
    expect(rowPageScrollLeft(cards, 700, 1344, MAX, -1)).toBe(0);
  });
});
