// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { Suspense, createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { assertContentInPlace, hiddenContent } from "./content-in-place.mjs";
import { parseHtml } from "./html.mjs";

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
    expect(() => assertContentInPlace(parseHtml(streamed), "page.html")).toThrow(
      /page\.html: content hidden without JavaScript \(<div id="S:0"> holding "Findings\. Findings/,
    );
  });

  it("passes a page rendered whole, as app/entry.server.tsx renders it", async () => {
    const whole = await render({ progressiveChunkSize: Number.POSITIVE_INFINITY });
    expect(whole).toContain("Findings.");
    expect(() => assertContentInPlace(parseHtml(whole), "page.html")).not.toThrow();
  });
});

describe("hiddenContent", () => {
  const hidden = (html) => hiddenContent(parseHtml(html)).map((el) => el.name);

  it("finds hidden elements and templates that hold content, outermost only", () => {
    expect(hidden('<main><div hidden><p hidden>Kept out</p></div></main>')).toEqual(["div"]);
    expect(hidden("<body><TEMPLATE>\r\n<P>Later</P></TEMPLATE></body>")).toEqual(["template"]);
    expect(hidden("<DIV HIDDEN>Text</DIV>")).toEqual(["div"]);
  });

  it("an empty mark, an attribute or comment that reads like one, is no hidden content", () => {
    expect(hidden('<span id="hero-end" hidden></span><template id="B:0"></template>')).toEqual([]);
    expect(hidden('<p title="<div hidden>x</div>" data-x="a > b">Shown</p>')).toEqual([]);
    expect(hidden("<!-- <div hidden>x</div> --><p>Shown</p>")).toEqual([]);
    expect(hidden("<div hidden>\r\n  \r\n</div>")).toEqual([]);
  });
});
