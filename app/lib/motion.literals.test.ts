import { describe, expect, it } from "vitest";
import { stats } from "../content/home";
import * as motion from "./motion";

/**
 * The specification's section 9, written out once as literals. Every other test imports its
 * timings from lib/motion, so a wrong number there turns red here, in one obvious place,
 * instead of passing everywhere.
 */
const SECTION_9 = {
  HERO_WORD_INTERVAL_MS: 1500,
  HERO_WORD_FADE_MS: 220,
  MEGA_MENU_OPEN_DELAY_MS: 80,
  MEGA_MENU_CLOSE_DELAY_MS: 220,
  SLIDESHOW_AUTOPLAY_MS: 5000,
  SLIDESHOW_SWIPE_THRESHOLD_PX: 50,
  SLIDESHOW_TRANSITION_LOCK_MS: 900,
  WHY_CHOOSE_CYCLE_MS: 1800,
  STATS_COUNT_DURATION_MS: 1600,
  STATS_DELAYS_MS: [0, 80, 160, 240],
  INDUSTRIES_STRIP_PX_PER_FRAME: 0.5,
  VALUES_REVEAL_INTERVAL_MS: 550,
  TYPING_SPEED_MS: { fast: 18, medium: 26, slow: 35 },
  NUMBER_SCRAMBLE_MS: 900,
  NAV_SHADOW_THRESHOLD_PX: 4,
} as const;

describe("lib/motion holds the specification's section 9", () => {
  for (const [name, expected] of Object.entries(SECTION_9)) {
    it(`${name} is ${JSON.stringify(expected)}`, () => {
      expect(motion).toHaveProperty(name);
      expect(motion[name as keyof typeof motion]).toEqual(expected);
    });
  }

  it("holds nothing else: every number of lib/motion is one of the spec's", () => {
    expect(Object.keys(motion).sort()).toEqual(Object.keys(SECTION_9).sort());
  });

  // The stats carry their duration and delay in content (the spec's Stat shape has them).
  it("each stat counts for 1600 ms, with delays 0, 80, 160 and 240 ms in order", () => {
    expect(stats.items.map((s) => [s.duration, s.delay])).toEqual([
      [1600, 0],
      [1600, 80],
      [1600, 160],
      [1600, 240],
    ]);
  });
});
