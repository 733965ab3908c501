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

describe("early-input script: the first layout below the hero, deferred on a plain visit", () => {
  /** The paint observer the script registers; `paint()` reports the first contentful paint. */
  let paintObservers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ["navigation", "paint"];
    record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      paintObservers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  function paint(name: string) {
    for (const record of paintObservers.filter((r) => !r.disconnected)) {
      const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
      record.callback(
        list as unknown as PerformanceObserverEntryList,
        {
          disconnect: () => (record.disconnected = true),
        } as unknown as PerformanceObserver,
      );
    }
  }
  function visit(type: string) {
    vi.spyOn(performance, "getEntriesByType").mockImplementation((t: string) =>
      t === "navigation" ? ([{ type }] as unknown as PerformanceEntryList) : [],
    );
    runScript();
  }
  const laidOut = () =>
    [...document.querySelectorAll("[data-laid-out]")].map((e) => e.id).join(",");
  const deferred = () => document.documentElement.hasAttribute("data-defer-layout");

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
    document.documentElement.removeAttribute("data-defer-layout");
    document.body.innerHTML = `<main><section id="hero"></section><section id="one"></section><div id="two"></div></main><footer id="site-footer"></footer>`;
  });
  afterEach(() => {
    paintObservers = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("defers every section after the hero and the footer until the first contentful paint", () => {
    visit("navigate");
    expect(deferred()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(laidOut()).toBe("");
    paint("first-paint");
    expect(laidOut()).toBe("");
  });

  it("then lays out one section per task, in page order, and ends the deferral", () => {
    visit("navigate");
    paint("first-contentful-paint");
    expect(laidOut()).toBe("one");
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toBe("one,two");
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toBe("one,two,site-footer");
    expect(deferred()).toBe(true);
    vi.advanceTimersToNextTimer();
    expect(deferred()).toBe(false);
    expect(document.getElementById("hero")).not.toHaveAttribute("data-laid-out");
  });

  it("stops stepping once the deferral was ended elsewhere (an in-app navigation)", () => {
    visit("navigate");
    paint("first-contentful-paint");
    document.documentElement.removeAttribute("data-defer-layout");
    vi.advanceTimersByTime(200);
    expect(laidOut()).toBe("one");
  });

  it.each(["keydown", "pointerdown", "touchstart", "wheel", "scroll"])(
    "ends the deferral at the visitor's first %s, before the browser acts on it",
    (type) => {
      visit("navigate");
      window.dispatchEvent(new Event(type));
      expect(deferred()).toBe(false);
      paint("first-contentful-paint");
      expect(laidOut()).toBe("");
    },
  );

  it("ends the deferral before a script's scroll, which then lands on the real layout", () => {
    const deferredAtScroll: boolean[] = [];
    const nativeScrollTo = vi.fn(() => deferredAtScroll.push(deferred()));
    const nativeIntoView = vi.fn(() => deferredAtScroll.push(deferred()));
    vi.stubGlobal("scrollTo", nativeScrollTo);
    const elementProto = Element.prototype as { scrollIntoView: () => void };
    const before = elementProto.scrollIntoView;
    elementProto.scrollIntoView = nativeIntoView;
    try {
      visit("navigate");
      window.scrollTo(0, 5950);
      expect(nativeScrollTo).toHaveBeenCalledWith(0, 5950);
      expect(deferredAtScroll).toEqual([false]);
      // The browser's own functions are back once the deferral is over.
      expect(window.scrollTo).toBe(nativeScrollTo);
      expect(elementProto.scrollIntoView).toBe(nativeIntoView);
    } finally {
      elementProto.scrollIntoView = before;
    }
  });

  it.each(["back_forward", "reload"])(
    "does not defer a %s visit, which restores a position",
    (type) => {
      visit(type);
      expect(deferred()).toBe(false);
    },
  );

  it("does not defer a visit to a #fragment, which jumps below the hero", () => {
    window.history.replaceState(null, "", "#healthcare");
    try {
      visit("navigate");
      expect(deferred()).toBe(false);
    } finally {
      window.history.replaceState(null, "", window.location.pathname);
    }
  });

  it("does not defer where the browser cannot report the first paint", () => {
    FakePerformanceObserver.supportedEntryTypes = ["navigation"];
    try {
      visit("navigate");
      expect(deferred()).toBe(false);
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ["navigation", "paint"];
    }
  });
});
