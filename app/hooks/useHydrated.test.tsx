import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./useHydrated";

function Probe() {
  return <p>{useHydrated() ? "hydrated" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML and true once hydrated, without a mismatch", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("prerendered");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe("hydrated");
    expect(errors).toEqual([]);
    container.remove();
  });
});
