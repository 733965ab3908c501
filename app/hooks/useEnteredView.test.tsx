import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockIntersectionObserver } from "../test/media";
import { useEnteredView } from "./useEnteredView";

function Probe() {
  const [ref, entered] = useEnteredView<HTMLDivElement>();
  return <div ref={ref}>{entered ? "entered" : "waiting"}</div>;
}

describe("useEnteredView", () => {
  it("turns true when an element off screen at hydration scrolls into view", () => {
    const io = mockIntersectionObserver();
    render(<Probe />); // happy-dom lays nothing out: the box is at 0×0, i.e. not on screen
    expect(screen.getByText("waiting")).toBeInTheDocument();
    act(() => io.trigger(true));
    expect(screen.getByText("entered")).toBeInTheDocument();
  });

  it("never fires for an element already on screen at hydration", () => {
    const io = mockIntersectionObserver();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 10,
      bottom: 200,
      left: 0,
      right: 100,
      width: 100,
      height: 190,
      x: 0,
      y: 10,
      toJSON: () => ({}),
    });
    render(<Probe />);
    act(() => io.trigger(true));
    expect(screen.getByText("waiting")).toBeInTheDocument();
  });
});
