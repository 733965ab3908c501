import { vi } from "vitest";

/** Makes window.matchMedia answer `matches` for prefers-reduced-motion queries. */
export function mockReducedMotion(matches: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion") ? matches : false,
        media: query,
        onchange: null,
        addEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.add(cb),
        removeEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) =>
          listeners.delete(cb),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  return listeners;
}

/** A controllable IntersectionObserver stand-in; call `trigger(true)` to report visibility. */
export function mockIntersectionObserver() {
  const instances: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    callback: IntersectionObserverCallback;
    elements: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      instances.push(this);
    }
    observe(el: Element) {
      this.elements.push(el);
    }
    unobserve() {}
    disconnect() {
      this.elements = [];
    }
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = "";
    thresholds = [];
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    trigger(isIntersecting: boolean) {
      for (const inst of instances) {
        const entries = inst.elements.map(
          (target) =>
            ({
              isIntersecting,
              target,
              intersectionRatio: isIntersecting ? 1 : 0,
            }) as IntersectionObserverEntry,
        );
        if (entries.length) inst.callback(entries, inst as unknown as IntersectionObserver);
      }
    },
  };
}
