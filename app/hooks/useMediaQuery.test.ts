import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMediaQuery } from "./useMediaQuery";

// happy-dom evaluates media queries against its own viewport and fires "change" on resize: the
// hook is tested against a real MediaQueryList, not a mock that answers for it.
const setWidth = (width: number) =>
  act(() => {
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }
    ).happyDOM.setViewport({ width });
  });

describe("useMediaQuery", () => {
  afterEach(() => setWidth(1024));

  it("answers the query for the window's width and follows a resize", () => {
    // Narrow first: happy-dom's MediaQueryList reports a change from a first state of "no match".
    setWidth(800);
    const { result } = renderHook(() => useMediaQuery("(min-width: 1024px)"));
    expect(result.current).toBe(false);
    setWidth(1280);
    expect(result.current).toBe(true);
    setWidth(900);
    expect(result.current).toBe(false);
  });

  it("subscribes once per query, not once per render, and unsubscribes when unmounted", () => {
    const mqlPrototype = Object.getPrototypeOf(window.matchMedia("all")) as MediaQueryList;
    const added = vi.spyOn(mqlPrototype, "addEventListener");
    const removed = vi.spyOn(mqlPrototype, "removeEventListener");
    const { rerender, unmount } = renderHook(() => useMediaQuery("(min-width: 1024px)"));
    rerender();
    rerender();
    expect(added.mock.calls.filter(([type]) => type === "change")).toHaveLength(1);
    unmount();
    expect(removed.mock.calls.filter(([type]) => type === "change")).toHaveLength(1);
  });

  it("prerenders the server value whatever the window says", () => {
    setWidth(1280);
    function Probe() {
      return createElement("p", null, String(useMediaQuery("(min-width: 1024px)", false)));
    }
    expect(renderToString(createElement(Probe))).toBe("<p>false</p>");
  });
});
