import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollStep } from "./useScrollStep";

// jsdom lays nothing out: the row is 1,000 px wide (100 px of it a faded edge), its six
// 300 px items 20 px apart from 40 px in, then 40 px: 1,980 px of content, 980 px of scroll.
const ITEM_LEFTS = [40, 360, 680, 1000, 1320, 1640];

function Row() {
  const ref = useRef<HTMLDivElement>(null);
  const { atStart, atEnd, step } = useScrollStep(ref, { enabled: true, itemSelector: "li" });
  return (
    <>
      <div ref={ref} data-testid="row" style={{ scrollPaddingRight: "100px" }}>
        <ul>
          {ITEM_LEFTS.map((left) => (
            <li key={left} data-left={left} />
          ))}
        </ul>
      </div>
      <button type="button" disabled={atStart} onClick={() => step(-1)}>
        Previous
      </button>
      <button type="button" disabled={atEnd} onClick={() => step(1)}>
        Next
      </button>
    </>
  );
}

let scrollLeft = 0;
beforeEach(() => {
  scrollLeft = 0;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  const proto = HTMLElement.prototype;
  vi.spyOn(proto, "clientWidth", "get").mockReturnValue(1000);
  vi.spyOn(proto, "scrollWidth", "get").mockReturnValue(1980);
  vi.spyOn(proto, "scrollLeft", "get").mockImplementation(() => scrollLeft);
  vi.spyOn(proto, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const left = this.dataset.left === undefined ? 0 : Number(this.dataset.left) - scrollLeft;
    return DOMRect.fromRect({ x: left, y: 0, width: this.dataset.left ? 300 : 1000, height: 1 });
  });
  proto.scrollTo = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
    scrollLeft = typeof options === "object" ? (options.left ?? 0) : 0;
    fireEvent.scroll(this);
  }) as typeof proto.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("useScrollStep", () => {
  it("pages to the item cut by the faded edge, then back, and reports both ends", () => {
    render(<Row />);
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    // In view: 0–900 px. The third item (680–980) is the first cut: it goes to 40 px, at 640.
    act(() => next.click());
    expect(scrollLeft).toBe(640);
    expect(previous).toBeEnabled();

    // From 640 the view is 640–1,540: the fifth item (1,320–1,620) is cut, at 1,280, but the
    // row ends at 980 px of scroll, so it goes to its end.
    act(() => next.click());
    expect(scrollLeft).toBe(980);
    expect(next).toBeDisabled();

    // At 980 the fifth item is the first wholly in view; the fourth (1,000–1,300) must end the
    // page, which then starts at 400 px or later: the third item's 640.
    act(() => previous.click());
    expect(scrollLeft).toBe(640);
    act(() => previous.click());
    expect(scrollLeft).toBe(0);
    expect(previous).toBeDisabled();
  });
});
