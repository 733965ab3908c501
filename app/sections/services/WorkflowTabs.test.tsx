import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { servicePages } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";
import { mockIntersectionObserver, mockReducedMotion } from "../../test/media";
import { WorkflowTabs, type WorkflowTabsProps } from "./WorkflowTabs";

const steps = servicePages.qualitative.workflow.steps;
const [brief, recruit, field, synthesis] = steps;

function renderTabs(props: Partial<WorkflowTabsProps> = {}) {
  return render(
    <WorkflowTabs
      steps={steps}
      label="Workflow"
      durationLabel="Typical duration"
      summarySpeedMs={TYPING_SPEED_MS.fast}
      {...props}
    />,
  );
}
const tab = (label: string) => screen.getByRole("tab", { name: new RegExp(`^${label}`) });
const press = (label: string, key: string) => fireEvent.keyDown(tab(label), { key });
const selectedTab = () =>
  screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");

describe("WorkflowTabs", () => {
  beforeEach(() => {
    mockReducedMotion(false);
    mockIntersectionObserver();
  });

  it("renders four tabs and starts at the first, one panel visible, roving tabindex", () => {
    renderTabs({ orientation: "horizontal" });
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(selectedTab()).toBe(tab(brief!.label));
    expect(tab(brief!.label)).toHaveAttribute("tabindex", "0");
    expect(tab(recruit!.label)).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", tab(brief!.label).id);
    expect(panel).toHaveTextContent(brief!.title);
    expect(panel).toHaveTextContent(brief!.summary);
  });

  it("horizontal: Right/Left move and select with wraparound; Up/Down ignored", () => {
    renderTabs({ orientation: "horizontal" });
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");
    press(brief!.label, "ArrowLeft");
    expect(tab(synthesis!.label)).toHaveFocus();
    expect(selectedTab()).toBe(tab(synthesis!.label));
    press(synthesis!.label, "ArrowRight");
    expect(selectedTab()).toBe(tab(brief!.label));
    press(brief!.label, "ArrowRight");
    expect(selectedTab()).toBe(tab(recruit!.label));
    press(recruit!.label, "ArrowDown");
    press(recruit!.label, "ArrowUp");
    expect(selectedTab()).toBe(tab(recruit!.label));
  });

  it("vertical: Down/Up move and select with wraparound; Left/Right ignored", () => {
    renderTabs({ orientation: "vertical" });
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    press(brief!.label, "ArrowUp");
    expect(selectedTab()).toBe(tab(synthesis!.label));
    expect(tab(synthesis!.label)).toHaveFocus();
    press(synthesis!.label, "ArrowDown");
    expect(selectedTab()).toBe(tab(brief!.label));
    press(brief!.label, "ArrowRight");
    press(brief!.label, "ArrowLeft");
    expect(selectedTab()).toBe(tab(brief!.label));
  });

  it("defaults to vertical on wide screens and horizontal on small", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (q: string) =>
        ({
          matches: q === "(min-width: 1024px)",
          media: q,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderTabs();
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
  });

  it("Home and End jump to the first and last tab", () => {
    renderTabs({ orientation: "horizontal" });
    press(brief!.label, "End");
    expect(selectedTab()).toBe(tab(synthesis!.label));
    expect(tab(synthesis!.label)).toHaveFocus();
    press(synthesis!.label, "Home");
    expect(selectedTab()).toBe(tab(brief!.label));
    expect(tab(brief!.label)).toHaveFocus();
  });

  it("Enter, Space and click select a tab", () => {
    renderTabs({ orientation: "horizontal" });
    press(field!.label, "Enter");
    expect(selectedTab()).toBe(tab(field!.label));
    press(recruit!.label, " ");
    expect(selectedTab()).toBe(tab(recruit!.label));
    fireEvent.click(tab(synthesis!.label));
    expect(selectedTab()).toBe(tab(synthesis!.label));
    expect(screen.getByRole("tabpanel")).toHaveTextContent(synthesis!.title);
  });

  it("controlled: follows `selected` and reports changes without changing by itself", () => {
    const onChange = vi.fn();
    const { rerender } = renderTabs({ selected: field!.id, onSelectedChange: onChange });
    expect(selectedTab()).toBe(tab(field!.label));
    press(field!.label, "ArrowRight");
    press(field!.label, "ArrowDown");
    expect(onChange).toHaveBeenCalled();
    expect(selectedTab()).toBe(tab(field!.label)); // parent has not changed it
    fireEvent.click(tab(brief!.label));
    expect(onChange).toHaveBeenLastCalledWith(brief!.id);
    rerender(
      <WorkflowTabs
        steps={steps}
        label="Workflow"
        durationLabel="Typical duration"
        summarySpeedMs={18}
        selected={synthesis!.id}
        onSelectedChange={onChange}
      />,
    );
    expect(selectedTab()).toBe(tab(synthesis!.label));
  });

  it("controlled by a parent's state, every key round-trips", () => {
    function Parent() {
      const [value, setValue] = useState<string>(brief!.id);
      return (
        <>
          <output aria-label="outside">{value}</output>
          <WorkflowTabs
            steps={steps}
            label="Workflow"
            durationLabel="Typical duration"
            summarySpeedMs={18}
            orientation="horizontal"
            selected={value}
            onSelectedChange={setValue}
          />
        </>
      );
    }
    render(<Parent />);
    const outside = screen.getByRole("status", { name: "outside" });
    press(brief!.label, "ArrowRight");
    expect(outside).toHaveTextContent(recruit!.id);
    press(recruit!.label, "End");
    expect(outside).toHaveTextContent(synthesis!.id);
    press(synthesis!.label, "Home");
    expect(outside).toHaveTextContent(brief!.id);
    press(field!.label, "Enter");
    expect(outside).toHaveTextContent(field!.id);
    expect(selectedTab()).toBe(tab(field!.label));
  });

  describe("typing", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("types the new panel's summary at 18 ms a character; the full text stays readable", () => {
      renderTabs({ orientation: "horizontal" });
      fireEvent.click(tab(recruit!.label));
      const panel = screen.getByRole("tabpanel");
      const typed = panel.querySelector('[data-typing] > [aria-hidden="true"]')!;
      // Screen readers and search engines get the full text at once, in one copy.
      expect(panel.querySelector("[data-typing] > .sr-only")).toHaveTextContent(recruit!.summary);
      expect(screen.getAllByText(recruit!.summary)).toHaveLength(1);
      expect(typed.textContent).toBe("");
      act(() => vi.advanceTimersByTime(18 * 5));
      expect(typed.textContent).toBe(recruit!.summary.slice(0, 5));
      act(() => vi.advanceTimersByTime(18 * recruit!.summary.length));
      expect(panel.querySelector("[data-typing]")).toHaveTextContent(recruit!.summary);
      expect(panel.querySelector("[data-typing]")).toHaveAttribute("data-typing", "false");
    });

    it("reduced motion: the summary is shown at once", () => {
      mockReducedMotion(true);
      renderTabs({ orientation: "horizontal" });
      fireEvent.click(tab(field!.label));
      expect(screen.getByRole("tabpanel").querySelector("[data-typing]")).toHaveAttribute(
        "data-typing",
        "false",
      );
    });
  });
});
