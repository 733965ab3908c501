import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MegaMenu } from "./MegaMenu";

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <MegaMenu label="Services" /> },
      { path: "/services/:slug", element: <MegaMenu label="Services" /> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, button: screen.getByRole("button", { name: "Services" }) };
}

const mouse = { pointerType: "mouse" };

describe("MegaMenu", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is a disclosure: a button with aria-expanded controlling a panel of links", () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    // A native popover the button opens on its own before hydration (visibility is checked in
    // the browser tests; this DOM has no popover rendering).
    expect(panel).toHaveAttribute("popover", "auto");
    expect(button.getAttribute("popovertarget")).toBe(panel.id);
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    for (const slug of ["quantitative", "qualitative", "panels-sampling", "custom"]) {
      expect(panel.querySelector(`a[href="/services/${slug}"]`)).not.toBeNull();
    }
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore industries" })).toHaveAttribute(
      "href",
      "/industries",
    );
  });

  it("hover opens after 80 ms and leaving closes after 220 ms", () => {
    const { button } = renderMenu();
    const wrapper = button.parentElement!;
    fireEvent.pointerEnter(wrapper, mouse);
    act(() => vi.advanceTimersByTime(79));
    expect(button).toHaveAttribute("aria-expanded", "false");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(wrapper, mouse);
    act(() => vi.advanceTimersByTime(219));
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("a click after hover has opened it keeps it open; the next click closes it", () => {
    const { button } = renderMenu();
    fireEvent.pointerEnter(button.parentElement!, mouse);
    act(() => vi.advanceTimersByTime(80));
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("touch pointers do not open on hover; a tap toggles", () => {
    const { button } = renderMenu();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes and returns focus to the button", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const link = screen.getByRole("link", { name: /Qualitative Research/ });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on navigation", async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await act(() => router.navigate("/services/custom"));
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
