import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { INDUSTRIES_STRIP_PX_PER_FRAME } from "../lib/motion";
import { FRAME_MS, loopDurationMs, useAutoScroll } from "./useAutoScroll";

interface FakeAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  playState: AnimationPlayState;
  currentTime: number;
  play: () => void;
  pause: () => void;
  cancel: () => void;
  effect: { getComputedTiming: () => { progress: number; duration?: number } };
}

describe("loopDurationMs", () => {
  it("moves 0.5 px per 60 Hz frame: 30 px per second", () => {
    expect(FRAME_MS).toBeCloseTo(16.667, 2);
    // 1 200 px at 0.5 px/frame = 2 400 frames = 40 s.
    expect(loopDurationMs(1200, INDUSTRIES_STRIP_PX_PER_FRAME)).toBeCloseTo(40_000);
    const pxPerSecond = 1200 / (loopDurationMs(1200, INDUSTRIES_STRIP_PX_PER_FRAME) / 1000);
    expect(pxPerSecond).toBeCloseTo(30);
  });
});

describe("useAutoScroll", () => {
  let track: HTMLDivElement;
  let animations: FakeAnimation[];

  beforeEach(() => {
    animations = [];
    track = document.createElement("div");
    Object.defineProperty(track, "scrollWidth", { configurable: true, value: 2400 });
    track.animate = vi.fn((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      const a: FakeAnimation = {
        keyframes,
        options,
        playState: "running",
        currentTime: 0,
        play: () => void (a.playState = "running"),
        pause: () => void (a.playState = "paused"),
        cancel: () => void (a.playState = "idle"),
        effect: {
          getComputedTiming: () => ({ progress: 0.25, duration: Number(options.duration) }),
        },
      };
      animations.push(a);
      return a as unknown as Animation;
    }) as unknown as HTMLElement["animate"];
  });

  const setup = (running: boolean, enabled = true) => {
    const ref = { current: track };
    return renderHook(
      (p) =>
        useAutoScroll(ref, {
          pxPerFrame: INDUSTRIES_STRIP_PX_PER_FRAME,
          running: p.running,
          enabled: p.enabled,
        }),
      { initialProps: { running, enabled } },
    );
  };

  it("animates the transform over one copy of the list, forever, at 0.5 px per frame", () => {
    setup(true);
    expect(animations).toHaveLength(1);
    const [a] = animations;
    expect(a?.keyframes).toEqual([
      { transform: "translate3d(0,0,0)" },
      { transform: "translate3d(-1200px,0,0)" },
    ]);
    expect(a?.options).toMatchObject({ iterations: Infinity, easing: "linear" });
    expect(a?.options.duration).toBeCloseTo(loopDurationMs(1200, 0.5));
    expect(a?.playState).toBe("running");
  });

  it("pauses in place and resumes (hover, focus, off screen, hidden tab, pause button)", () => {
    const { rerender } = setup(true);
    rerender({ running: false, enabled: true });
    expect(animations[0]?.playState).toBe("paused");
    rerender({ running: true, enabled: true });
    expect(animations[0]?.playState).toBe("running");
    expect(animations).toHaveLength(1);
  });

  it("starts paused when not running", () => {
    setup(false);
    expect(animations[0]?.playState).toBe("paused");
  });

  describe("reveal (a focused card, issue 48 defect 5)", () => {
    /** A box spanning [left, right] horizontally. */
    const box = (left: number, right: number) =>
      ({ left, right, width: right - left, top: 0, bottom: 10, height: 10 }) as DOMRect;
    const at = (left: number, right: number) => {
      const el = document.createElement("div");
      el.getBoundingClientRect = () => box(left, right);
      return el;
    };
    // A 1000 px strip whose edges fade over 20 px (left) and 48 px (right): its scroll padding.
    const frame = at(0, 1000);
    beforeEach(() => {
      vi.spyOn(window, "getComputedStyle").mockReturnValue({
        scrollPaddingLeft: "20px",
        scrollPaddingRight: "48px",
      } as CSSStyleDeclaration);
    });
    // 1200 px per loop: the duration's worth of milliseconds per pixel.
    const msPerPx = loopDurationMs(1200, INDUSTRIES_STRIP_PX_PER_FRAME) / 1200;

    it("moves the loop back until a card past the right fade is whole, and holds it", () => {
      const { result } = setup(true);
      const a = animations[0]!;
      a.currentTime = 100 * msPerPx;
      expect(result.current.reveal(at(900, 1188), frame)).toBe(true);
      // The card must move 236 px left: the loop runs 236 px further.
      expect(a.currentTime).toBeCloseTo(336 * msPerPx);
      expect(a.playState).toBe("paused");
    });

    it("moves the loop forward for a card under the left fade, never before its start", () => {
      const { result } = setup(true);
      const a = animations[0]!;
      a.currentTime = 100 * msPerPx;
      result.current.reveal(at(-30, 258), frame);
      expect(a.currentTime).toBeCloseTo(50 * msPerPx);
      result.current.reveal(at(-200, 88), frame);
      // Not wrapped to the loop's end, where the other copy stands.
      expect(a.currentTime).toBe(0);
    });

    it("leaves a card already whole where it is, and does nothing without motion", () => {
      const { result } = setup(true);
      animations[0]!.currentTime = 100 * msPerPx;
      result.current.reveal(at(300, 588), frame);
      expect(animations[0]!.currentTime).toBe(100 * msPerPx);
      const reduced = setup(true, false);
      expect(reduced.result.current.reveal(at(900, 1188), frame)).toBe(false);
    });
  });

  it("does not move under reduced motion, and removes the motion when it turns on", () => {
    const { rerender } = setup(true, false);
    expect(animations).toHaveLength(0);
    rerender({ running: true, enabled: true });
    expect(animations).toHaveLength(1);
    rerender({ running: true, enabled: false });
    expect(animations[0]?.playState).toBe("idle");
  });
});
