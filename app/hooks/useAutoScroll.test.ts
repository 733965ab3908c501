import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INDUSTRIES_STRIP_PX_PER_FRAME } from "../lib/motion";
import { useAutoScroll } from "./useAutoScroll";

const FRAME = 16;

describe("useAutoScroll", () => {
  let track: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    track = document.createElement("div");
    Object.defineProperty(track, "scrollWidth", { configurable: true, value: 200 });
  });
  afterEach(() => vi.useRealTimers());

  const setup = (running: boolean, enabled = true) =>
    renderHook(
      (p) =>
        useAutoScroll(
          { current: track },
          { pxPerFrame: INDUSTRIES_STRIP_PX_PER_FRAME, running: p.running, enabled: p.enabled },
        ),
      { initialProps: { running, enabled } },
    );

  const offset = () => Number(/translate3d\((-?[\d.]+)px/.exec(track.style.transform)?.[1] ?? 0);

  it("moves 0.5 px per frame, by transform only", () => {
    setup(true);
    act(() => vi.advanceTimersByTime(FRAME * 10));
    expect(offset()).toBeCloseTo(-5);
    act(() => vi.advanceTimersByTime(FRAME * 10));
    expect(offset()).toBeCloseTo(-10);
  });

  it("wraps after one copy of the list for a seamless loop", () => {
    setup(true);
    // Half the track (one list) is 100 px: 200 frames of 0.5 px.
    act(() => vi.advanceTimersByTime(FRAME * 201));
    expect(offset()).toBeCloseTo(-0.5);
  });

  it("holds its position while paused and resumes from it", () => {
    const { rerender } = setup(true);
    act(() => vi.advanceTimersByTime(FRAME * 4));
    rerender({ running: false, enabled: true });
    act(() => vi.advanceTimersByTime(FRAME * 50));
    expect(offset()).toBeCloseTo(-2);
    rerender({ running: true, enabled: true });
    act(() => vi.advanceTimersByTime(FRAME * 2));
    expect(offset()).toBeCloseTo(-3);
  });

  it("does not move and clears the transform when disabled (reduced motion)", () => {
    const { rerender } = setup(true);
    act(() => vi.advanceTimersByTime(FRAME * 4));
    rerender({ running: true, enabled: false });
    expect(track.style.transform).toBe("");
    act(() => vi.advanceTimersByTime(FRAME * 10));
    expect(track.style.transform).toBe("");
  });
});
