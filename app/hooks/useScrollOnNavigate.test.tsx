import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockReducedMotion } from "../test/media";
import { hashToId, useScrollOnNavigate } from "./useScrollOnNavigate";

function Probe() {
  useScrollOnNavigate();
  return <div id="section-b">target</div>;
}

function setup(initialEntries: Parameters<typeof createMemoryRouter>[1] = {}) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <Probe /> },
      { path: "/other", element: <Probe /> },
    ],
    { initialEntries: ["/"], ...initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("hashToId", () => {
  it("decodes a hash and rejects malformed encoding", () => {
    expect(hashToId("#food-beverage")).toBe("food-beverage");
    expect(hashToId("#caf%C3%A9")).toBe("café");
    expect(hashToId("#%E0%A4%A")).toBeNull();
    expect(hashToId("#")).toBeNull();
    expect(hashToId("")).toBeNull();
  });
});

describe("useScrollOnNavigate", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    mockReducedMotion(false);
  });

  it("does not scroll on the first render (the browser handles the initial URL)", () => {
    setup();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls smoothly to the top after a navigation, and after a link to the same page", async () => {
    const router = setup();
    await act(() => router.navigate("/other"));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "smooth" });
    await act(() => router.navigate("/other", { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("jumps under reduced motion", async () => {
    mockReducedMotion(true);
    const router = setup();
    await act(() => router.navigate("/other"));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "auto" });
  });

  it("scrolls to the hash's element instead of the top", async () => {
    const router = setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await act(() => router.navigate("/other#section-b"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("ignores malformed hashes, back/forward, and keepScroll navigations", async () => {
    const router = setup();
    await act(() => router.navigate("/other#%E0%A4%A"));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/#x", { replace: true, state: { keepScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("Back and Forward return to the offset each entry was left at", async () => {
    window.sessionStorage.clear();
    let y = 0;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
    scrollTo.mockImplementation((options: ScrollToOptions) => {
      y = options.top ?? y;
    });
    const scrollBy = (top: number) => {
      y = top;
      window.dispatchEvent(new Event("scroll"));
    };
    try {
      const router = setup();
      scrollBy(5950);
      await act(() => router.navigate("/other"));
      scrollBy(1704);
      await act(() => router.navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 5950, left: 0, behavior: "instant" });
      await act(() => router.navigate(1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 1704, left: 0, behavior: "instant" });
      // Kept for a later document of this tab (a reload, or Back from another site).
      window.dispatchEvent(new Event("pagehide"));
      const saved = JSON.parse(window.sessionStorage.getItem("scroll-positions")!) as Record<
        string,
        number
      >;
      expect(Object.values(saved).sort()).toEqual([1704, 5950]);
    } finally {
      Reflect.deleteProperty(window, "scrollY");
    }
  });
  it("a reload returns to the offset it was left at, then leaves the page's own scrolling alone", () => {
    window.sessionStorage.setItem("scroll-positions", JSON.stringify({ "/": 1800 }));
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "reload" },
    ] as unknown as PerformanceEntryList);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let y = 0;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
    scrollTo.mockImplementation((options: ScrollToOptions) => {
      y = options.top ?? y;
    });
    try {
      setup();
      expect(scrollTo).toHaveBeenCalledWith({ top: 1800, left: 0, behavior: "instant" });
      // The page scrolls on its own right after (a fragment, a script): the restore, landed
      // already, does not pull it back on a later frame.
      y = 400;
      for (let frame = 0; frames.length && frame < 100; frame++) frames.shift()!(frame * 16);
      expect(y).toBe(400);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, "scrollY");
      window.sessionStorage.clear();
    }
  });

  it("Back returns to an entry that was left without scrolling (no scroll event to record)", async () => {
    window.sessionStorage.clear();
    // An earlier document of this tab left the same path elsewhere: that offset is stale.
    window.sessionStorage.setItem("scroll-positions", JSON.stringify({ "/": 2400 }));
    let y = 0;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
    scrollTo.mockImplementation((options: ScrollToOptions) => {
      y = options.top ?? y;
    });
    Element.prototype.scrollIntoView = vi.fn(() => {
      y = 3100;
    });
    // Back to the document's first entry (key "default"), known as a traversal.
    const navigation = new EventTarget();
    Object.defineProperty(window, "navigation", { configurable: true, value: navigation });
    try {
      const router = setup();
      await act(() => router.navigate("/#section-b"));
      expect(y).toBe(3100);
      navigation.dispatchEvent(
        Object.assign(new Event("navigate"), { navigationType: "traverse" }),
      );
      await act(() => router.navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "instant" });
      expect(y).toBe(0);
    } finally {
      Reflect.deleteProperty(window, "scrollY");
      Reflect.deleteProperty(window, "navigation");
    }
  });

  describe("plain #fragment links (history entries React Router did not create)", () => {
    let y = 0;
    const scrollBy = (top: number) => {
      y = top;
      window.dispatchEvent(new Event("scroll"));
    };
    // The browser's own fragment entry: the router reads it with the key "default", as it
    // reads the document's first entry.
    const fragmentEntries = {
      initialEntries: ["/", { pathname: "/", hash: "#section-b", key: "default" }],
      initialIndex: 0,
    };
    beforeEach(() => {
      window.sessionStorage.clear();
      y = 0;
      Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
      scrollTo.mockImplementation((options: ScrollToOptions) => {
        y = options.top ?? y;
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, "scrollY");
      Reflect.deleteProperty(window, "navigation");
    });

    it("leave the scroll to the browser, which has scrolled to the fragment", async () => {
      const router = setup(fragmentEntries);
      scrollBy(523);
      // The fragment link: the router renders the entry in the popstate, then the browser
      // scrolls to the fragment.
      await act(() => router.navigate(1));
      scrollBy(1784);
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(scrollTo).not.toHaveBeenCalled();
      expect(y).toBe(1784);
    });

    it("Back returns to where the fragment link was clicked, however late its popstate came", async () => {
      const navigation = new EventTarget();
      Object.defineProperty(window, "navigation", { configurable: true, value: navigation });
      const router = setup(fragmentEntries);
      scrollBy(300);
      const link = document.createElement("a");
      link.href = "/#section-b";
      document.body.append(link);
      let now = 1000;
      vi.spyOn(performance, "now").mockImplementation(() => now);
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      // The browser's smooth scroll to the fragment has begun, and a busy phone renders the
      // popstate 1.5 s after the click.
      scrollBy(900);
      now += 1500;
      navigation.dispatchEvent(Object.assign(new Event("navigate"), { navigationType: "push" }));
      await act(() => router.navigate(1));
      scrollBy(1784);
      navigation.dispatchEvent(
        Object.assign(new Event("navigate"), { navigationType: "traverse" }),
      );
      await act(() => router.navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, left: 0, behavior: "instant" });
    });

    it("Back and Forward between fragments return to each entry's offset", async () => {
      const navigation = new EventTarget();
      Object.defineProperty(window, "navigation", { configurable: true, value: navigation });
      const traverse = () =>
        navigation.dispatchEvent(
          Object.assign(new Event("navigate"), { navigationType: "traverse" }),
        );
      const router = setup(fragmentEntries);
      scrollBy(523);
      navigation.dispatchEvent(Object.assign(new Event("navigate"), { navigationType: "push" }));
      await act(() => router.navigate(1));
      scrollBy(1784);
      expect(scrollTo).not.toHaveBeenCalled();
      traverse();
      await act(() => router.navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 523, left: 0, behavior: "instant" });
      traverse();
      await act(() => router.navigate(1));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 1784, left: 0, behavior: "instant" });
    });
  });
});
