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
  const panelClass = (id: Id) => (props.progressive ? tabs.panelClass(id) : undefined);
  return (
    <div>
      <div {...tabs.getTabListProps("Workflow")}>
        {ids.map((id) => (
          <button key={id} {...tabs.getTabProps(id)}>
            {id}
          </button>
        ))}
      </div>
      {ids.map((id) => (
        <div key={id} {...tabs.getPanelProps(id)} className={panelClass(id)}>
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

  it("progressive: the prerendered panels are all unhidden, the unselected ones hidden by CSS while scripting is on", () => {
    const html = renderToString(<TabsProbe progressive />);
    const host = document.createElement("div");
    host.innerHTML = html;
    const panels = [...host.querySelectorAll("[role=tabpanel]")];
    expect(panels.map((p) => p.hasAttribute("hidden"))).toEqual([false, false, false, false]);
    expect(panels.map((p) => p.getAttribute("class") ?? "")).toEqual([
      "",
      "scripted:hidden",
      "scripted:hidden",
      "scripted:hidden",
    ]);
  });

  it("progressive: after hydration the unselected panels are hidden", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<TabsProbe progressive />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <TabsProbe progressive />);
    });
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel brief");
    fireEvent.click(tab("report"));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("panel report");
    host.remove();
  });

  it("panelIdOf names the panels (a URL hash can target them) and the tabs point at them", () => {
    render(<TabsProbe panelIdOf={(id) => `step-${id}`} />);
    expect(screen.getByRole("tabpanel")).toHaveAttribute("id", "step-brief");
    expect(tab("design")).toHaveAttribute("aria-controls", "step-design");
  });
});
