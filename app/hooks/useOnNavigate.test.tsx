import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useOnNavigate } from "./useOnNavigate";

describe("useOnNavigate", () => {
  it("is not called for the first render (hydration), then once per navigation", async () => {
    const onNavigate = vi.fn();
    function Probe() {
      useOnNavigate(onNavigate);
      return null;
    }
    const router = createMemoryRouter([{ path: "*", element: <Probe /> }], {
      initialEntries: ["/"],
    });
    render(<RouterProvider router={router} />);
    expect(onNavigate).not.toHaveBeenCalled();
    await act(() => router.navigate("/about"));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    // A link to the page already shown is a navigation too (a new location key).
    await act(() => router.navigate("/about"));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
