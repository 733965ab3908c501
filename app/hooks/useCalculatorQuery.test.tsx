import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_ATTRIBUTE, MODE_ATTRIBUTE, useCalculatorQuery } from "./useCalculatorQuery";

const PATH = "/tools/sample-size";

describe("useCalculatorQuery", () => {
  beforeEach(() => window.history.replaceState(null, "", PATH));

  it("reads a shared link once mounted", () => {
    window.history.replaceState(null, "", `${PATH}?mode=moe&n=400`);
    const { result } = renderHook(() => useCalculatorQuery());
    expect(result.current.mode).toBe("moe");
    expect(result.current.values.moe.n).toBe("400");
    expect(result.current.values.moe.p).toBe("50");
    // The link is the moe mode's: the fieldwork mode keeps its own default completes.
    expect(result.current.values.feasibility.n).toBe("1000");
    expect(result.current.replaced).toEqual([]);
  });

  it("names each invalid value of the link and keeps its default", () => {
    window.history.replaceState(null, "", `${PATH}?moe=abc&n=-5&mode=zzz`);
    const { result } = renderHook(() => useCalculatorQuery());
    expect(result.current.mode).toBe("n");
    expect(result.current.values.n).toMatchObject({ moe: "5", n: "1000" });
    expect(result.current.replaced).toEqual(["mode", "moe", "n"]);
  });

  it("leaves the address alone until the visitor changes something", () => {
    const replace = vi.spyOn(window.history, "replaceState");
    renderHook(() => useCalculatorQuery());
    expect(replace).not.toHaveBeenCalled();
  });

  it("replaces (never pushes) the query as the visitor types, keeping the hash and history state", () => {
    window.history.replaceState({ key: "k1" }, "", `${PATH}#calculator`);
    const push = vi.spyOn(window.history, "pushState");
    const { result } = renderHook(() => useCalculatorQuery());
    act(() => result.current.setField("n", "moe", "3"));
    expect(window.location.search).toBe("?mode=n&moe=3");
    expect(window.location.hash).toBe("#calculator");
    expect(window.history.state).toEqual({ key: "k1" });
    act(() => result.current.setMode("diff"));
    expect(window.location.search).toBe("?mode=diff");
    act(() => result.current.setMode("n"));
    expect(window.location.search).toBe("?mode=n&moe=3");
    expect(push).not.toHaveBeenCalled();
  });

  it("keeps each mode's values its own: a population typed in one mode is not another's (issue 48)", () => {
    const { result } = renderHook(() => useCalculatorQuery());
    act(() => result.current.setField("n", "population", "10"));
    expect(result.current.values.n.population).toBe("10");
    expect(result.current.values.moe.population).toBe("");
    act(() => result.current.setMode("moe"));
    expect(window.location.search).toBe("?mode=moe");
  });

  it("plan fieldwork opens the fieldwork mode with the completes", () => {
    const { result } = renderHook(() => useCalculatorQuery());
    act(() => result.current.planFieldwork(385));
    expect(result.current.mode).toBe("feasibility");
    expect(result.current.values.feasibility.n).toBe("385");
    expect(result.current.values.moe.n).toBe("1000");
    expect(window.location.search).toBe("?mode=feasibility&n=385");
  });

  it("adopts what the visitor typed into the prerendered fields before hydration", () => {
    const root = document.createElement("div");
    const input = document.createElement("input");
    input.setAttribute(FIELD_ATTRIBUTE, "population");
    input.setAttribute(MODE_ATTRIBUTE, "n");
    input.value = "2000";
    root.append(input);
    window.history.replaceState(null, "", `${PATH}?moe=3`);
    const ref = { current: root };
    const { result } = renderHook(() => useCalculatorQuery(ref));
    expect(result.current.values.n).toMatchObject({ population: "2000", moe: "3" });
    expect(result.current.values.moe.population).toBe("");
  });
});
