import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VALUES_REVEAL_INTERVAL_MS } from "../lib/motion";
import { mockIntersectionObserver, mockReducedMotion } from "../test/media";
import { useStaggeredReveal } from "./useStaggeredReveal";

function List() {
  const [ref, shown] = useStaggeredReveal<HTMLUListElement>(3);
  return (
    <ul ref={ref}>
      {["Precision", "Transparency", "Excellence"].map((v, i) => (
        <li key={v} data-shown={i < shown}>
          {v}
        </li>
      ))}
    </ul>
  );
}
const shownCount = () =>
  screen.getAllByRole("listitem").filter((li) => li.dataset.shown === "true").length;

describe("useStaggeredReveal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reveals one item every 550 ms once in view", () => {
    mockReducedMotion(false);
    const io = mockIntersectionObserver();
    render(<List />);
    expect(shownCount()).toBe(0); // off screen after hydration: hidden until it enters
    act(() => io.trigger(true));
    expect(shownCount()).toBe(1);
    act(() => vi.advanceTimersByTime(VALUES_REVEAL_INTERVAL_MS - 1));
    expect(shownCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownCount()).toBe(2);
    act(() => vi.advanceTimersByTime(VALUES_REVEAL_INTERVAL_MS - 1));
    expect(shownCount()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(shownCount()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(shownCount()).toBe(3);
  });

  it("shows all at once under reduced motion", () => {
    mockReducedMotion(true);
    mockIntersectionObserver();
    render(<List />);
    expect(shownCount()).toBe(3);
  });

  it("shows all when the tab is hidden mid-reveal", () => {
    mockReducedMotion(false);
    const io = mockIntersectionObserver();
    render(<List />);
    act(() => io.trigger(true));
    vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(shownCount()).toBe(3);
  });
});
