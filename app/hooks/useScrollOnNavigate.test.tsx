import { act, render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockReducedMotion } from "../test/media";
import { hashToId, useScrollOnNavigate } from "./useScrollOnNavigate";

/** The scroll behaviour in force when a later sibling's layout effect scrolls, as <ScrollRestoration> does. */
const seen: string[] = [];

function ScrollsLikeScrollRestoration() {
  const location = useLocation();
  useLayoutEffect(() => {
    seen.push(document.documentElement.style.scrollBehavior || "auto");
  }, [location]);
  return null;
}

function Page() {
  useScrollOnNavigate();
  return null;
}

function setup() {
  const layout = (
    <>
      <Page />
      <ScrollsLikeScrollRestoration />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: layout },
      { path: "/other", element: layout },
    ],
    { initialEntries: ["/"] },
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
  beforeEach(() => {
    seen.length = 0;
    mockReducedMotion(false);
  });
  afterEach(() => document.documentElement.style.removeProperty("scroll-behavior"));

  it("makes the scroll after a new navigation smooth, and only that scroll", async () => {
    const router = setup();
    await act(() => router.navigate("/other"));
    await act(() => router.navigate("/other")); // a link to the page already shown
    await act(() => router.navigate("/#section-b"));
    // The first entry is the prerendered page: it does not scroll.
    expect(seen).toEqual(["auto", "smooth", "smooth", "smooth"]);
    await act(() => new Promise(requestAnimationFrame));
    expect(document.documentElement.style.scrollBehavior).toBe("");
  });

  it("leaves Back and Forward instant: they return to where the visitor was", async () => {
    const router = setup();
    await act(() => router.navigate("/other"));
    await act(() => new Promise(requestAnimationFrame));
    await act(() => router.navigate(-1));
    expect(seen.at(-1)).toBe("auto");
  });

  it("restores instantly on a Back taken while the last smooth scroll still runs", async () => {
    const router = setup();
    await act(() => router.navigate("/other"));
    // No frame has passed: the smooth style of the last navigation is still on the document.
    await act(() => router.navigate(-1));
    expect(seen.at(-1)).toBe("auto");
  });

  it("scrolls instantly under reduced motion", async () => {
    mockReducedMotion(true);
    const router = setup();
    await act(() => router.navigate("/other"));
    expect(seen).toEqual(["auto", "auto"]);
  });
});
