import { render } from "@testing-library/react";
import { useEffect, useLayoutEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEarlyInputReplay } from "./useEarlyInputReplay";

function Root() {
  useEarlyInputReplay();
  return null;
}

afterEach(() => performance.clearMarks());

describe("useEarlyInputReplay", () => {
  it("marks the page hydrated, clicks the held control again and resubmits a held form", () => {
    document.documentElement.removeAttribute("data-hydrated");
    document.body.innerHTML = `
      <button data-pending-click>Tab</button>
      <form data-pending-submit><p data-pending-note>Wait</p></form>`;
    const button = document.querySelector("button")!;
    const form = document.querySelector("form")!;
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener("submit", submitted);

    render(<Root />);

    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute("data-pending-click");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute("data-pending-submit");
    expect(form.querySelector("p")).not.toBeVisible();
  });

  it("marks the top hydrated in its commit, after the menus adopted their state", () => {
    document.documentElement.removeAttribute("data-hydrated");
    const seen: Record<string, string | null> = {};
    function Header() {
      // A child's effects run before the root's: its layout effect is where a menu adopts a
      // popover opened before hydration; its passive effect runs after every layout effect.
      useLayoutEffect(() => {
        seen.layout = document.documentElement.getAttribute("data-hydrated");
      }, []);
      useEffect(() => {
        seen.passive = document.documentElement.getAttribute("data-hydrated");
      }, []);
      return null;
    }
    function RootWithHeader() {
      useEarlyInputReplay();
      return <Header />;
    }
    render(<RootWithHeader />);
    expect(seen).toEqual({ layout: null, passive: "top" });
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
  });

  it("replays nothing when nothing was held", () => {
    document.body.innerHTML = `<form></form>`;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    render(<Root />);
    expect(submitted).not.toHaveBeenCalled();
  });
});
