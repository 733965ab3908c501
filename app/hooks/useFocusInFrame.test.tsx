import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { useFocusInFrame } from "./useFocusInFrame";

function Frame() {
  const ref = useRef<HTMLIFrameElement>(null);
  const inside = useFocusInFrame(ref);
  return (
    <>
      <iframe ref={ref} title="map" data-focus-inside={inside ? "true" : "false"} />
      <button type="button">after</button>
    </>
  );
}

describe("useFocusInFrame", () => {
  it("is true while the frame holds focus and false once focus is back in the page", () => {
    render(<Frame />);
    const frame = screen.getByTitle("map");
    expect(frame).toHaveAttribute("data-focus-inside", "false");
    act(() => {
      frame.focus();
      window.dispatchEvent(new Event("blur"));
    });
    expect(frame).toHaveAttribute("data-focus-inside", "true");
    act(() => screen.getByRole("button").focus());
    expect(frame).toHaveAttribute("data-focus-inside", "false");
  });
});
