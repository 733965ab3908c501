import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLIDESHOW_AUTOPLAY_MS, SLIDESHOW_TRANSITION_LOCK_MS } from "../lib/motion";
import { useSlideshow } from "./useSlideshow";

describe("useSlideshow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (playing: boolean) =>
    renderHook(
      (p) =>
        useSlideshow(4, {
          autoplayMs: SLIDESHOW_AUTOPLAY_MS,
          lockMs: SLIDESHOW_TRANSITION_LOCK_MS,
          playing: p.playing,
        }),
      { initialProps: { playing } },
    );

  it("auto-advances every 5 s while playing, wrapping after the last slide", () => {
    const { result } = setup(true);
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    for (const expected of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS));
      expect(result.current.index).toBe(expected);
    }
  });

  it("does not advance while not playing", () => {
    const { result, rerender } = setup(false);
    act(() => vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS * 3));
    expect(result.current.index).toBe(0);
    rerender({ playing: true });
    act(() => vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS));
    expect(result.current.index).toBe(1);
    rerender({ playing: false });
    act(() => vi.advanceTimersByTime(SLIDESHOW_AUTOPLAY_MS * 2));
    expect(result.current.index).toBe(1);
  });

  it("locks further transitions for 900 ms after each change", () => {
    const { result } = setup(false);
    let changed = false;
    act(() => {
      changed = result.current.next();
    });
    expect(changed).toBe(true);
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDESHOW_TRANSITION_LOCK_MS - 1));
    act(() => {
      changed = result.current.next();
    });
    expect(changed).toBe(false);
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => {
      changed = result.current.goTo(3);
    });
    expect(changed).toBe(true);
    expect(result.current.index).toBe(3);
  });

  it("prev wraps from the first slide to the last; goTo the current slide is no change", () => {
    const { result } = setup(false);
    act(() => void result.current.goTo(0));
    expect(result.current.isLocked()).toBe(false);
    act(() => void result.current.prev());
    expect(result.current.index).toBe(3);
  });

  it("a manual change restarts the 5 s autoplay period", () => {
    const { result } = setup(true);
    act(() => vi.advanceTimersByTime(4000));
    act(() => void result.current.goTo(2));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(3);
  });
});
