import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STATS_COUNT_DURATION_MS, STATS_DELAYS_MS } from "../lib/motion";
import { easeOutCubic, useCountUp } from "./useCountUp";

const FRAME = 16;

describe("useCountUp", () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "performance",
        "Date",
      ],
    }),
  );
  afterEach(() => vi.useRealTimers());

  const setup = (target: number, delayMs: number, run = false, reduced = false) =>
    renderHook(
      (p) =>
        useCountUp(target, {
          durationMs: STATS_COUNT_DURATION_MS,
          delayMs,
          run: p.run,
          reduced: p.reduced,
        }),
      { initialProps: { run, reduced } },
    );

  it("renders the final value on the server (prerendered HTML)", () => {
    function Probe() {
      return createElement(
        "span",
        null,
        useCountUp(27, {
          durationMs: 1600,
          delayMs: 0,
          run: false,
          reduced: false,
        }),
      );
    }
    expect(renderToString(createElement(Probe))).toContain(">27<");
  });

  it("waits at 0 until run, then counts to each stat's final value after its delay", () => {
    const targets = [27, 12, 18, 98] as const;
    STATS_DELAYS_MS.forEach((delay, i) => {
      const target = targets[i] ?? 0;
      const { result, rerender, unmount } = setup(target, delay);
      expect(result.current).toBe(0);
      rerender({ run: true, reduced: false });
      act(() => vi.advanceTimersByTime(delay + FRAME - 1));
      // Before its delay has passed (plus the first frame) nothing moved.
      expect(result.current).toBe(0);
      act(() => vi.advanceTimersByTime(STATS_COUNT_DURATION_MS / 2));
      expect(result.current).toBeGreaterThan(0);
      expect(result.current).toBeLessThan(target);
      act(() => vi.advanceTimersByTime(STATS_COUNT_DURATION_MS / 2 + FRAME * 2));
      expect(result.current).toBe(target);
      unmount();
    });
  });

  it("until armed (the band far from view) it shows the final value; armed, it waits at 0", () => {
    const { result, rerender } = renderHook(
      (p) =>
        useCountUp(27, {
          durationMs: 1600,
          delayMs: 0,
          armed: p.armed,
          run: false,
          reduced: false,
        }),
      { initialProps: { armed: false } },
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(27);
    rerender({ armed: true });
    expect(result.current).toBe(0);
  });

  it("lands on its final value at the end of the 1600 ms, not a frame before", () => {
    // A large target so that the last frames before the end still round below it.
    const target = 1_000_000;
    const { result } = setup(target, 0, true);
    act(() => vi.advanceTimersByTime(FRAME)); // the first frame starts the clock
    act(() => vi.advanceTimersByTime(STATS_COUNT_DURATION_MS - FRAME));
    expect(result.current).toBeGreaterThan(target * 0.99);
    expect(result.current).toBeLessThan(target);
    act(() => vi.advanceTimersByTime(FRAME));
    expect(result.current).toBe(target);
  });

  it("a later delay starts later: at 100 ms the 0 ms stat moved, the 160 ms one did not", () => {
    const early = setup(98, 0, true);
    const late = setup(98, 160, true);
    act(() => vi.advanceTimersByTime(100));
    expect(early.result.current).toBeGreaterThan(0);
    expect(late.result.current).toBe(0);
  });

  it("eases out: more than half the distance is covered at half the time", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(1)).toBe(1);
  });

  it("counts once only", () => {
    const { result, rerender } = setup(27, 0, true);
    act(() => vi.advanceTimersByTime(STATS_COUNT_DURATION_MS + 100));
    expect(result.current).toBe(27);
    rerender({ run: false, reduced: false });
    rerender({ run: true, reduced: false });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(27);
  });

  it("under reduced motion shows the final value and never counts", () => {
    const { result, rerender } = setup(18, 0, false, true);
    expect(result.current).toBe(18);
    rerender({ run: true, reduced: true });
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(18);
  });
});
