import { act, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { useEarlyInputReplay } from "../hooks/useEarlyInputReplay";
import { deferred } from "./deferred";

type PartModule = { Part: ComponentType };

describe("deferred parts", () => {
  it("load after the top has hydrated, and the page counts as hydrated once they have", async () => {
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

    render(<Root />);
    expect(performance.getEntriesByName("top-hydrated")).toHaveLength(1);
    expect(finishLoading).toBeUndefined();
    expect(root).not.toHaveAttribute("data-hydrated");

    await waitFor(() => expect(finishLoading).toBeDefined());
    await act(async () => finishLoading!({ Part: () => <p>Below the fold</p> }));

    expect(screen.getByText("Below the fold")).toBeInTheDocument();
    expect(root).toHaveAttribute("data-hydrated", "true");
  });
});
