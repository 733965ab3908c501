import { afterEach, describe, expect, it } from "vitest";
import { SCRIPT_FAILURE_SCRIPT } from "./script-failure";

describe("the script-failure mark", () => {
  afterEach(() => document.documentElement.removeAttribute("data-scripts-failed"));

  // Runs the inline script as the page's <head> does.
  new Function(SCRIPT_FAILURE_SCRIPT)();

  it("marks the page when a script or a module hint fails to load", () => {
    const script = document.createElement("script");
    document.head.append(script);
    expect(document.documentElement).not.toHaveAttribute("data-scripts-failed");
    script.dispatchEvent(new Event("error"));
    expect(document.documentElement).toHaveAttribute("data-scripts-failed");
    document.documentElement.removeAttribute("data-scripts-failed");
    const hint = document.createElement("link");
    hint.rel = "modulepreload";
    document.head.append(hint);
    hint.dispatchEvent(new Event("error"));
    expect(document.documentElement).toHaveAttribute("data-scripts-failed");
  });

  it("ignores an image that fails (the page has fallbacks of its own for those)", () => {
    const image = document.createElement("img");
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(document.documentElement).not.toHaveAttribute("data-scripts-failed");
  });
});
