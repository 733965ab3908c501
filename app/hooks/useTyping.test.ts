import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPING_SPEED_MS } from "../lib/motion";
import { mockReducedMotion } from "../test/media";
import { useTyping } from "./useTyping";

const text = "Every theme traced to a quote.";

describe("useTyping", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the full text until it plays", () => {
    const { result } = renderHook(() => useTyping(text, TYPING_SPEED_MS.fast, false));
    expect(result.current).toBe(text.length);
  });

  for (const [name, speed] of Object.entries(TYPING_SPEED_MS)) {
    it(`types one character every ${speed} ms (${name})`, () => {
      const { result, rerender } = renderHook(({ play }) => useTyping(text, speed, play), {
        initialProps: { play: false },
      });
      rerender({ play: true });
      expect(result.current).toBe(0);
      act(() => vi.advanceTimersByTime(speed - 1));
      expect(result.current).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(1);
      act(() => vi.advanceTimersByTime(speed * 9));
      expect(result.current).toBe(10);
      act(() => vi.advanceTimersByTime(speed * (text.length - 10)));
      expect(result.current).toBe(text.length);
      act(() => vi.advanceTimersByTime(speed * 10));
      expect(result.current).toBe(text.length);
    });
  }

  it("replays when play turns true again, and stopping shows the full text", () => {
    const { result, rerender } = renderHook(({ play }) => useTyping(text, 18, play), {
      initialProps: { play: true },
    });
    act(() => vi.advanceTimersByTime(18 * 3));
    expect(result.current).toBe(3);
    rerender({ play: false });
    expect(result.current).toBe(text.length);
    rerender({ play: true });
    expect(result.current).toBe(0);
  });

  it("under reduced motion shows everything at once", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useTyping(text, 35, true));
    expect(result.current).toBe(text.length);
  });

  it("a hidden tab finishes the text", () => {
    const { result } = renderHook(() => useTyping(text, 26, true));
    expect(result.current).toBe(0);
    vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current).toBe(text.length);
  });
});
