import { act, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { useEarlyInputReplay } from "../hooks/useEarlyInputReplay";
import { deferred } from "./deferred";

type PartModule = { Part: ComponentType };

describe("deferred parts", () => {
  it("request their code at once, show once it has come, and the page counts as hydrated then", async () => {
    const root = document.documentElement;
    root.removeAttribute("data-hydrated");
    let finishLoading: ((module: PartModule) => void) | undefined;
    const Part = deferred(
      () => new Promise<PartModule>((resolve) => (finishLoading = resolve)),
      (m) => m.Part,
    );
    function Root() {
      useEarlyInputReplay();
      return (
        <>
          <h1>Top</h1>
          <Part />
        </>
      );
    }

    // Requested when declared: the chunk downloads while the top hydrates.
    expect(finishLoading).toBeDefined();
    render(<Root />);
    expect(performance.getEntriesByName("top-hydrated")).toHaveLength(1);
    expect(screen.queryByText("Below the fold")).not.toBeInTheDocument();
    expect(root).not.toHaveAttribute("data-hydrated");

    await act(async () => finishLoading!({ Part: () => <p>Below the fold</p> }));

    expect(screen.getByText("Below the fold")).toBeInTheDocument();
    expect(root).toHaveAttribute("data-hydrated", "true");
  });
});
