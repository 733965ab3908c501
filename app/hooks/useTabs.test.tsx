import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useTabs, type UseTabsOptions } from "./useTabs";

const ids = ["brief", "design", "field", "report"] as const;
type Id = (typeof ids)[number];

function TabsProbe(props: Partial<UseTabsOptions<Id>>) {
  const tabs = useTabs<Id>({ ids, ...props });
  return (
    <div {...tabs.rootProps}>
      <div {...tabs.getTabListProps("Workflow")}>
        {ids.map((id) => (
          <a key={id} {...tabs.getTabProps(id)} data-look={tabs.lookOf(id)}>
            {id}
          </a>
        ))}
      </div>
      {ids.map((id) => (
        <div key={id} {...tabs.getPanelProps(id)} className={tabs.panelClass(id)}>
          panel {id}
        </div>
      ))}
    </div>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const key = (name: string, k: string) => fireEvent.keyDown(tab(name), { key: k });

describe("useTabs", () => {
  it("starts at the first tab with a roving tabindex and one visible panel", () => {
    render(<TabsProbe />);
    expect(screen.getByRole("tablist", { name: "Workflow" })).toHaveAttribute(
      "aria-orientation",
      "horizontal",
    );
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
    expect(tab("brief")).toHaveAttribute("tabindex", "0");
    expect(tab("design")).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel brief");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", tab("brief").id);
  });

  it("horizontal: Left/Right move and select with wraparound; Up/Down do nothing", () => {
    render(<TabsProbe />);
    key("brief", "ArrowLeft");
    expect(tab("report")).toHaveFocus();
    expect(tab("report")).toHaveAttribute("aria-selected", "true");
    key("report", "ArrowRight");
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
    key("brief", "ArrowDown");
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
  });

  it("vertical: Up/Down move with wraparound; Left/Right do nothing", () => {
    render(<TabsProbe orientation="vertical" />);
    key("brief", "ArrowUp");
    expect(tab("report")).toHaveAttribute("aria-selected", "true");
    key("report", "ArrowDown");
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
    key("brief", "ArrowRight");
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
  });

  it("Home and End jump to the first and last tab", () => {
    render(<TabsProbe />);
    key("brief", "End");
    expect(tab("report")).toHaveFocus();
    expect(tab("report")).toHaveAttribute("aria-selected", "true");
    key("report", "Home");
    expect(tab("brief")).toHaveFocus();
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
  });

  it("manual activation: arrows move focus only; Enter and Space select", () => {
    render(<TabsProbe activation="manual" />);
    key("brief", "ArrowRight");
    expect(tab("design")).toHaveFocus();
    expect(tab("brief")).toHaveAttribute("aria-selected", "true");
    key("design", "Enter");
    expect(tab("design")).toHaveAttribute("aria-selected", "true");
    key("design", "ArrowRight");
    key("field", " ");
    expect(tab("field")).toHaveAttribute("aria-selected", "true");
  });

  it("click selects", () => {
    render(<TabsProbe />);
    fireEvent.click(tab("field"));
    expect(tab("field")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel field");
  });

  it("controlled: follows the selected prop and reports changes", () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<Id>("design");
      return (
        <TabsProbe
          selected={value}
          onSelectedChange={(id) => {
            onChange(id);
            setValue(id);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(tab("design")).toHaveAttribute("aria-selected", "true");
    key("design", "ArrowRight");
    expect(onChange).toHaveBeenCalledWith("field");
    expect(tab("field")).toHaveAttribute("aria-selected", "true");
  });

  it("controlled without a change handler stays where the parent says", () => {
    render(<TabsProbe selected="field" />);
    fireEvent.click(tab("report"));
    expect(tab("field")).toHaveAttribute("aria-selected", "true");
  });

  it("prerendered: tabs are plain links to their panels, no tab roles, panels shown by :target", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<TabsProbe panelIdOf={(id) => `step-${id}`} />);
    expect(host.querySelector("[role]")).toBeNull();
    const links = [...host.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#step-brief",
      "#step-design",
      "#step-field",
      "#step-report",
    ]);
    expect(links.map((a) => a.dataset.look)).toEqual([
      "idle",
      "unselected",
      "unselected",
      "unselected",
    ]);
    const panels = [...host.querySelectorAll("[data-tab-panel]")];
    expect(panels.map((p) => p.id)).toEqual([
      "step-brief",
      "step-design",
      "step-field",
      "step-report",
    ]);
    expect(panels.map((p) => p.hasAttribute("hidden"))).toEqual([false, false, false, false]);
    expect(panels.map((p) => p.getAttribute("class") ?? "")).toEqual([
      "scripted:[[data-tabs]:has([data-tab-panel]:target)_&:not(:target)]:hidden",
      "scripted:[&:not(:target)]:hidden",
      "scripted:[&:not(:target)]:hidden",
      "scripted:[&:not(:target)]:hidden",
    ]);
  });

  it("hydrated: the links become tabs, a click selects without following the link", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<TabsProbe />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <TabsProbe />);
    });
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel brief");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      tab("report").dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel report");
    // A ctrl-click is the link's own (a new tab): not prevented, nothing selected here.
    const modified = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    modified.preventDefault = vi.fn();
    act(() => {
      tab("brief").dispatchEvent(modified);
    });
    expect(modified.preventDefault).not.toHaveBeenCalled();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel report");
    host.remove();
  });

  it("hydrated: adopts the panel a link chose before hydration (the URL hash)", async () => {
    window.history.replaceState(null, "", "#step-field");
    const probe = <TabsProbe panelIdOf={(id) => `step-${id}`} />;
    const host = document.createElement("div");
    host.innerHTML = renderToString(probe);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, probe);
    });
    expect(tab("field")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel field");
    host.remove();
    window.history.replaceState(null, "", "#");
  });

  it("not tabbed (another control stands in): no tab roles, unselected panels still hidden", () => {
    render(<TabsProbe tabbed={false} selected="design" />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(screen.getByText("panel design")).toBeVisible();
    expect(screen.getByText("panel brief")).not.toBeVisible();
  });

  it("panelIdOf names the panels (a URL hash can target them) and the tabs point at them", () => {
    render(<TabsProbe panelIdOf={(id) => `step-${id}`} />);
    expect(screen.getByRole("tabpanel")).toHaveAttribute("id", "step-brief");
    expect(tab("design")).toHaveAttribute("aria-controls", "step-design");
  });
});
