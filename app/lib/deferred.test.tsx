import { act, render, screen } from "@testing-library/react";
import { type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static.browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHydrationMarks } from "../hooks/useHydrationMarks";
import { deferred } from "./deferred";

type PartModule = { Part: ComponentType };

/** The page as the build prerenders it: every lazy part's code awaited. */
async function prerenderedHtml(page: ReactNode) {
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

// The performance timeline is the worker's, shared with the test files that ran before.
beforeEach(() => performance.clearMarks());
afterEach(() => {
  document.documentElement.removeAttribute("data-hydrated");
  performance.clearMarks();
});

describe("deferred parts of a prerendered page", () => {
  it("request their code when declared, hydrate in place after the top, and the page then counts as hydrated", async () => {
    let finishLoading: ((module: PartModule) => void) | undefined;
    const Part = deferred(
      () => new Promise<PartModule>((resolve) => (finishLoading = resolve)),
      (m) => m.Part,
    );
    // Requested when declared: the chunk downloads while the top hydrates.
    expect(finishLoading).toBeDefined();
    function Page() {
      useHydrationMarks();
      return (
        <>
          <header>Top bar</header>
          <h1>Hero</h1>
          <Part />
        </>
      );
    }

    const server = prerenderedHtml(<Page />);
    finishLoading!({ Part: () => <p>Below the fold</p> });
    const container = document.createElement("div");
    container.innerHTML = await server;
    document.body.append(container);
    const prerenderedPart = screen.getByText("Below the fold");
    const recoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverableError });
    });

    expect(recoverableError).not.toHaveBeenCalled();
    expect(performance.getEntriesByName("top-hydrated")).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
    // Hydrated, not rendered again: the prerendered element is the one on the page.
    expect(screen.getByText("Below the fold")).toBe(prerenderedPart);
    container.remove();

    // A part mounted later, by a client-side navigation, has no boundary of its own: the new
    // page shows whole, once the part's code has come.
    let finishNextLoading: ((module: PartModule) => void) | undefined;
    const NextPart = deferred(
      () => new Promise<PartModule>((resolve) => (finishNextLoading = resolve)),
      (m) => m.Part,
    );
    render(
      <>
        <h1>Next page</h1>
        <NextPart />
      </>,
    );
    expect(screen.queryByText("Next page")).not.toBeInTheDocument();
    await act(async () => finishNextLoading!({ Part: () => <p>Next part</p> }));
    expect(screen.getByText("Next page")).toBeInTheDocument();
    expect(screen.getByText("Next part")).toBeInTheDocument();
  });

  /** A fresh document's modules: whether the top has hydrated is per document. */
  async function freshModules() {
    vi.resetModules();
    const lib = await import("./deferred");
    const { useHydrationMarks: marks } = await import("../hooks/useHydrationMarks");
    return { ...lib, marks };
  }

  /** The page the build prerenders with `Served`, hydrated in the browser with `Hydrated`. */
  async function prerenderThenHydrate(
    { marks, deferredPartsSettled: settled }: Awaited<ReturnType<typeof freshModules>>,
    Served: ComponentType,
    Hydrated: ComponentType,
  ) {
    function Page({ Part }: { Part: ComponentType }) {
      marks();
      return (
        <>
          <h1>Hero</h1>
          <Part />
        </>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = await prerenderedHtml(<Page Part={Served} />);
    document.body.append(container);
    const prerenderedPart = screen.getByText("Below the fold");
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page Part={Hydrated} />, {
        onRecoverableError: errors,
        onCaughtError: errors,
        onUncaughtError: errors,
      });
    });
    await act(() => settled());
    return { container, prerenderedPart, errors };
  }

  const partModule: PartModule = { Part: () => <p>Below the fold</p> };
  const served = (lib: Awaited<ReturnType<typeof freshModules>>) =>
    lib.deferred(
      () => Promise.resolve(partModule),
      (m) => m.Part,
    );

  it("ask once more for code that did not arrive, then hydrate the part", async () => {
    const lib = await freshModules();
    let attempts = 0;
    const Part = lib.deferred(
      () => (++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(partModule)),
      (m) => m.Part,
    );
    const { container, prerenderedPart, errors } = await prerenderThenHydrate(
      lib,
      served(lib),
      Part,
    );
    expect(attempts).toBe(2);
    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
    expect(screen.getByText("Below the fold")).toBe(prerenderedPart);
    container.remove();
  });

  it("keep the prerendered part in place when its code fails twice", async () => {
    const lib = await freshModules();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    let attempts = 0;
    const Part = lib.deferred(
      () => {
        attempts++;
        return Promise.reject(new Error("blocked"));
      },
      (m: PartModule) => m.Part,
    );
    const { container, prerenderedPart, errors } = await prerenderThenHydrate(
      lib,
      served(lib),
      Part,
    );
    expect(attempts).toBe(2);
    expect(errors).not.toHaveBeenCalled();
    // Still the server's element, and the page never claims to be whole.
    expect(screen.getByText("Below the fold")).toBe(prerenderedPart);
    expect(screen.getByRole("heading", { name: "Hero" })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute("data-hydrated");
    expect(reload).not.toHaveBeenCalled();
    container.remove();
    vi.unstubAllGlobals();
  });
});
