import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WHY_CHOOSE_CYCLE_MS } from "../lib/motion";
import { useCycle } from "./useCycle";

describe("useCycle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps every 1800 ms (the why-choose cycle) and wraps around", () => {
    const { result } = renderHook(() => useCycle(3, WHY_CHOOSE_CYCLE_MS, true));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(WHY_CHOOSE_CYCLE_MS - 1));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(WHY_CHOOSE_CYCLE_MS));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(WHY_CHOOSE_CYCLE_MS));
    expect(result.current).toBe(0);
  });

  it("holds its index while inactive and resumes a full interval later", () => {
    const { result, rerender } = renderHook(
      ({ active }) => useCycle(4, WHY_CHOOSE_CYCLE_MS, active),
      {
        initialProps: { active: true },
      },
    );
    act(() => vi.advanceTimersByTime(WHY_CHOOSE_CYCLE_MS));
    expect(result.current).toBe(1);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(WHY_CHOOSE_CYCLE_MS - 1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });
});
