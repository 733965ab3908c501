import { renderHook } from "@testing-library/react";
import type { TouchEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { SLIDESHOW_SWIPE_THRESHOLD_PX } from "../lib/motion";
import { useSwipe } from "./useSwipe";

const touch = (x: number, y = 100) =>
  ({
    touches: [{ clientX: x, clientY: y }],
    changedTouches: [{ clientX: x, clientY: y }],
  }) as unknown as TouchEvent;

function swipe(fromX: number, toX: number, dy = 0) {
  const onSwipe = vi.fn();
  const { result } = renderHook(() => useSwipe(SLIDESHOW_SWIPE_THRESHOLD_PX, onSwipe));
  result.current.onTouchStart(touch(fromX));
  result.current.onTouchEnd(touch(toX, 100 + dy));
  return onSwipe;
}

describe("useSwipe", () => {
  it("a swipe left over 50 px is next, right is prev", () => {
    expect(swipe(300, 249)).toHaveBeenCalledWith("next");
    expect(swipe(100, 151)).toHaveBeenCalledWith("prev");
  });

  it("50 px or less is not a swipe", () => {
    expect(swipe(300, 250)).not.toHaveBeenCalled();
    expect(swipe(100, 150)).not.toHaveBeenCalled();
  });

  it("a mostly vertical movement is page scrolling, not a swipe", () => {
    expect(swipe(300, 220, 200)).not.toHaveBeenCalled();
  });
});
