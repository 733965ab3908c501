import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HERO_WORD_FADE_MS, HERO_WORD_INTERVAL_MS } from "../lib/motion";
import { useRotation } from "./useRotation";

const words = ["Moments", "Movements", "Meanings", "Myths"];

describe("useRotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (active = true) =>
    renderHook(
      ({ on }) => useRotation(words.length, HERO_WORD_INTERVAL_MS, HERO_WORD_FADE_MS, on),
      { initialProps: { on: active } },
    );

  it("shows the words in order, changing every 1500 ms, and wraps", () => {
    const { result } = setup();
    const seen = [words[result.current.index]];
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS - 1));
      expect(words[result.current.index]).toBe(seen[seen.length - 1]);
      act(() => vi.advanceTimersByTime(1));
      seen.push(words[result.current.index]);
    }
    expect(seen).toEqual(["Moments", "Movements", "Meanings", "Myths", "Moments"]);
  });

  it("fades out during the last 220 ms before each change", () => {
    const { result } = setup();
    act(() => vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS - HERO_WORD_FADE_MS - 1));
    expect(result.current.leaving).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ index: 0, leaving: true });
    act(() => vi.advanceTimersByTime(HERO_WORD_FADE_MS));
    expect(result.current).toEqual({ index: 1, leaving: false });
  });

  it("does not rotate while inactive (reduced motion, off screen)", () => {
    const { result, rerender } = setup(false);
    act(() => vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS * 5));
    expect(result.current).toEqual({ index: 0, leaving: false });
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(HERO_WORD_INTERVAL_MS - 100));
    rerender({ on: false });
    expect(result.current).toEqual({ index: 0, leaving: false });
  });
});
