import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import ServiceRoute from "./service";

describe("service route", () => {
  it("renders the 404 page for an unknown service reached in the browser", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/services/:service", Component: ServiceRoute }], {
      initialEntries: ["/services/nope"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    warn.mockRestore();
  });
});
