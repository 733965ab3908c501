import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWindowLoaded } from "./useWindowLoaded";

describe("useWindowLoaded", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is true at once when the page has already loaded", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { result } = renderHook(() => useWindowLoaded());
    expect(result.current).toBe(true);
  });

  it("while the page loads it is false, then true at the load event", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const { result } = renderHook(() => useWindowLoaded());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    expect(result.current).toBe(true);
  });
});
