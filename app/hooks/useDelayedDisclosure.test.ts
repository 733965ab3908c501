import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEGA_MENU_CLOSE_DELAY_MS, MEGA_MENU_OPEN_DELAY_MS } from "../lib/motion";
import { useDelayedDisclosure } from "./useDelayedDisclosure";

describe("useDelayedDisclosure", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () =>
    renderHook(() => useDelayedDisclosure(MEGA_MENU_OPEN_DELAY_MS, MEGA_MENU_CLOSE_DELAY_MS));

  it("opens 80 ms after scheduleOpen, not before", () => {
    const { result } = setup();
    act(() => result.current.scheduleOpen());
    act(() => vi.advanceTimersByTime(MEGA_MENU_OPEN_DELAY_MS - 1));
    expect(result.current.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(true);
  });

  it("closes 220 ms after scheduleClose, not before", () => {
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(false);
  });

  it("a pointer coming back before the close delay keeps it open", () => {
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1));
    act(() => result.current.scheduleOpen());
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS * 3));
    expect(result.current.isOpen).toBe(true);
  });

  it("toggle and close act at once and cancel pending timers", () => {
    const { result } = setup();
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.scheduleClose());
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.scheduleOpen());
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.isOpen).toBe(false);
  });

  it("a toggle on a panel hover opened keeps it open; the next toggle closes it", () => {
    const { result } = setup();
    act(() => result.current.scheduleOpen());
    act(() => vi.advanceTimersByTime(MEGA_MENU_OPEN_DELAY_MS));
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
  });

  it("an open reported for a panel hover opened (the popover's toggle event) keeps it hover-opened", () => {
    const { result } = setup();
    act(() => result.current.scheduleOpen());
    act(() => vi.advanceTimersByTime(MEGA_MENU_OPEN_DELAY_MS));
    act(() => result.current.open());
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
  });

  it("a panel opened by a toggle stays one: leaving and coming back does not make it hover-opened", () => {
    const { result } = setup();
    act(() => result.current.toggle());
    act(() => result.current.scheduleClose());
    act(() => result.current.scheduleOpen());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
  });
});
