// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { Suspense, createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { assertContentInPlace } from "./content-in-place.mjs";

describe("assertContentInPlace", () => {
  /** What React's streaming renderer writes for a page with one large Suspense boundary. */
  function render(options) {
    const page = createElement(
      "main",
      null,
      createElement(Suspense, null, createElement("p", null, "Findings. ".repeat(3000))),
    );
    return new Promise((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        ...options,
        onAllReady() {
          let html = "";
          const sink = new PassThrough();
          sink.on("data", (chunk) => (html += chunk));
          sink.on("end", () => resolve(html));
          pipe(sink);
        },
        onShellError: reject,
      });
    });
  }

  it("fails the build on a boundary React moved out of place (hidden without JavaScript)", async () => {
    const streamed = await render({});
    expect(() => assertContentInPlace(streamed, "page.html")).toThrow(/page\.html.*out of place/);
  });

  it("passes a page rendered whole, as app/entry.server.tsx renders it", async () => {
    const whole = await render({ progressiveChunkSize: Number.POSITIVE_INFINITY });
    expect(whole).toContain("Findings.");
    expect(() => assertContentInPlace(whole, "page.html")).not.toThrow();
  });
});
