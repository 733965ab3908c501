import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NUMBER_SCRAMBLE_MS } from "../lib/motion";
import { mockReducedMotion } from "../test/media";
import { scrambleFrame, useScramble } from "./useScramble";

describe("scrambleFrame", () => {
  it("keeps length and symbols, changes every unsettled digit", () => {
    for (const final of ["≥85%", "<24 h", "±3.1%", "1.10–1.35", "30–90 days", "≥0.80"]) {
      const frame = scrambleFrame(final, 0, 3);
      expect(frame).toHaveLength(final.length);
      Array.from(final).forEach((ch, i) => {
        if (/\d/.test(ch)) expect(frame[i]).not.toBe(ch);
        else expect(frame[i]).toBe(ch);
      });
    }
  });

  it("settles left to right and is final at progress 1", () => {
    expect(scrambleFrame("1234", 0.5, 1).slice(0, 2)).toBe("12");
    expect(scrambleFrame("1234", 0.5, 1).slice(2)).not.toBe("34");
    expect(scrambleFrame("1234", 1, 9)).toBe("1234");
  });
});

describe("useScramble", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the final text before it plays (prerender, hydration)", () => {
    const { result } = renderHook(() => useScramble("≥85%", false));
    expect(result.current).toBe("≥85%");
  });

  it("scrambles for 900 ms, then settles on the final text", () => {
    const { result, rerender } = renderHook(({ play }) => useScramble("≥85%", play), {
      initialProps: { play: false },
    });
    rerender({ play: true });
    expect(result.current).not.toBe("≥85%");
    expect(result.current).toHaveLength(4);
    act(() => vi.advanceTimersByTime(NUMBER_SCRAMBLE_MS / 2));
    expect(result.current).toHaveLength(4);
    expect(result.current).not.toBe("≥85%");
    act(() => vi.advanceTimersByTime(NUMBER_SCRAMBLE_MS / 2 - 60));
    expect(result.current).toHaveLength(4);
    act(() => vi.advanceTimersByTime(60));
    expect(result.current).toBe("≥85%");
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe("≥85%");
  });

  it("is still scrambled 1 ms before the 900 ms end and final at it", () => {
    // Ends on a digit, so the last unsettled character is one that changes.
    const { result } = renderHook(() => useScramble("1234", true));
    act(() => vi.advanceTimersByTime(NUMBER_SCRAMBLE_MS - 1));
    expect(result.current).not.toBe("1234");
    expect(result.current.slice(0, 3)).toBe("123");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("1234");
  });

  it("under reduced motion shows the final text at once", () => {
    mockReducedMotion(true);
    const { result, rerender } = renderHook(({ play }) => useScramble("±3.1%", play), {
      initialProps: { play: false },
    });
    rerender({ play: true });
    expect(result.current).toBe("±3.1%");
  });

  it("jumps to the final text when the tab is hidden", () => {
    const { result } = renderHook(() => useScramble("<72 h", true));
    expect(result.current).not.toBe("<72 h");
    vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current).toBe("<72 h");
  });
});
