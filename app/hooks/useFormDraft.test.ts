import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useFormDraft } from "./useFormDraft";

const initial = { name: "", message: "" };

describe("useFormDraft", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("saves changes to sessionStorage and restores them on the next mount", () => {
    const first = renderHook(() => useFormDraft("draft", initial));
    act(() => first.result.current.setField("name", "Ada <b>"));
    expect(JSON.parse(window.sessionStorage.getItem("draft")!)).toEqual({
      name: "Ada <b>",
      message: "",
    });
    first.unmount();
    const second = renderHook(() => useFormDraft("draft", initial));
    expect(second.result.current.values.name).toBe("Ada <b>");
  });

  it("clear() empties the values and removes the draft", () => {
    const { result } = renderHook(() => useFormDraft("draft", initial));
    act(() => result.current.setField("message", "hello"));
    act(() => result.current.clear());
    expect(result.current.values).toEqual(initial);
    expect(window.sessionStorage.getItem("draft")).toBeNull();
  });

  it("ignores malformed or foreign drafts", () => {
    window.sessionStorage.setItem("draft", "{not json");
    expect(renderHook(() => useFormDraft("draft", initial)).result.current.values).toEqual(initial);
    window.sessionStorage.setItem("draft", JSON.stringify({ name: 42, message: "ok", x: "y" }));
    expect(renderHook(() => useFormDraft("draft", initial)).result.current.values).toEqual({
      name: "",
      message: "ok",
    });
  });
});

describe("useFormDraft with the form's fields", () => {
  beforeEach(() => window.sessionStorage.clear());

  function formWith(values: Record<string, string>) {
    const form = document.createElement("form");
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement(name === "message" ? "textarea" : "input");
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    return { current: form };
  }

  it("adopts what was typed before hydration, over the saved draft, and saves it", () => {
    window.sessionStorage.setItem("draft", JSON.stringify({ name: "Old", message: "kept" }));
    const ref = formWith({ name: "José <i>", message: "" });
    const { result } = renderHook(() => useFormDraft("draft", initial, ref));
    expect(result.current.values).toEqual({ name: "José <i>", message: "kept" });
    expect(JSON.parse(window.sessionStorage.getItem("draft")!)).toEqual({
      name: "José <i>",
      message: "kept",
    });
  });

  it("keeps the empty values when nothing was typed and there is no draft", () => {
    const ref = formWith({ name: "", message: "" });
    const { result } = renderHook(() => useFormDraft("draft", initial, ref));
    expect(result.current.values).toEqual(initial);
    expect(window.sessionStorage.getItem("draft")).toBeNull();
  });
});
