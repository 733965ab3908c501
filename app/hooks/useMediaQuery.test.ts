import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useMediaQuery } from "./useMediaQuery";

describe("useMediaQuery", () => {
  it("answers the media query's current match", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query === "(min-width: 1024px)",
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    expect(renderHook(() => useMediaQuery("(min-width: 1024px)")).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery("(min-width: 9999px)")).result.current).toBe(false);
  });
});
