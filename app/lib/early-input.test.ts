import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT_SCRIPT } from "./early-input";

/**
 * The early-input script runs once per page; each test gets a fresh document listener set by
 * running it against a stub `document` that forwards to the real one, so listeners can be
 * removed afterwards.
 */
let added: [string, EventListener][] = [];
function runScript() {
  const doc = new Proxy(document, {
    get(target, prop) {
      if (prop === "addEventListener") {
        return (type: string, fn: EventListener, capture: boolean) => {
          added.push([type, fn]);
          target.addEventListener(type, fn, capture);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
  new Function("document", EARLY_INPUT_SCRIPT)(doc);
}

beforeEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  runScript();
});
afterEach(() => {
  for (const [type, fn] of added) document.removeEventListener(type, fn, true);
  added = [];
});

describe("early-input script (before hydration)", () => {
  it("makes Space follow a data-space-click link, like Enter", () => {
    document.body.innerHTML = `<a href="#x" data-space-click>Healthcare</a><a href="#y">Other</a>`;
    const [card, other] = [...document.querySelectorAll("a")];
    const clicked = vi.fn((e: Event) => e.preventDefault());
    card!.addEventListener("click", clicked);
    other!.addEventListener("click", clicked);
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    card!.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
    other!.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("marks the last data-replay-click control clicked, and only that one", () => {
    document.body.innerHTML = `<button id="a" data-replay-click>A</button><button id="b" data-replay-click><span>B</span></button>`;
    document.getElementById("a")!.click();
    document.querySelector("#b span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect([...document.querySelectorAll("[data-pending-click]")].map((e) => e.id)).toEqual(["b"]);
  });

  it("holds a submit of a data-submit-after-hydration form and shows its note", () => {
    document.body.innerHTML = `<form data-submit-after-hydration><p data-pending-note hidden>Wait</p></form><form id="plain"></form>`;
    const [held, plain] = [...document.querySelectorAll("form")];
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    held!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(held).toHaveAttribute("data-pending-submit");
    expect(held!.querySelector("p")).toBeVisible();
    const other = new Event("submit", { bubbles: true, cancelable: true });
    plain!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it("keeps a tap or key on a popover invoker from React until the top has hydrated", () => {
    document.body.innerHTML = `<button popovertarget="menu"><span>Open menu</span></button><button id="plain">Plain</button><div id="menu" popover></div>`;
    // Registered after the script, on the document, as React's root listeners are.
    const seenByReact: string[] = [];
    const react = (e: Event) =>
      seenByReact.push(`${e.type} ${(e.target as Element).id || "toggle"}`);
    const types = ["pointerdown", "touchstart", "mousedown", "mouseup", "click", "keydown"];
    for (const type of types) {
      document.addEventListener(type, react, true);
      added.push([type, react]);
    }
    const press = (target: Element) => {
      for (const type of types) target.dispatchEvent(new Event(type, { bubbles: true }));
    };

    press(document.querySelector("button span")!);
    expect(seenByReact).toEqual([]);
    press(document.getElementById("plain")!);
    expect(seenByReact).toHaveLength(types.length);

    seenByReact.length = 0;
    document.documentElement.setAttribute("data-hydrated", "top");
    press(document.querySelector("button span")!);
    expect(seenByReact).toEqual(types.map((type) => `${type} toggle`));
  });

  it("steps aside once the page is hydrated", () => {
    document.documentElement.setAttribute("data-hydrated", "true");
    document.body.innerHTML = `<form data-submit-after-hydration></form><button data-replay-click>A</button>`;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    document.querySelector("button")!.click();
    expect(document.querySelector("[data-pending-click]")).toBeNull();
  });
});
