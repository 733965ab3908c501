import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aboutPage } from "../../content/about";
import { mockIntersectionObserver, mockReducedMotion } from "../../test/media";
import { ValuesList } from "./ValuesList";

const revealed = () =>
  screen
    .getAllByRole("listitem")
    .filter((li) => li.dataset.revealed === "true")
    .map((li) => li.querySelector("h3")!.textContent);

describe("ValuesList", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lists Precision, Transparency and Excellence in order", () => {
    mockReducedMotion(true);
    mockIntersectionObserver();
    render(<ValuesList values={aboutPage.values.items} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Precision",
      "Transparency",
      "Excellence",
    ]);
    expect(revealed()).toHaveLength(3);
  });

  it("reveals one value every 550 ms once in view", () => {
    mockReducedMotion(false);
    const io = mockIntersectionObserver();
    render(<ValuesList values={aboutPage.values.items} />);
    expect(revealed()).toEqual([]);
    act(() => io.trigger(true));
    expect(revealed()).toEqual(["Precision"]);
    act(() => vi.advanceTimersByTime(549));
    expect(revealed()).toEqual(["Precision"]);
    act(() => vi.advanceTimersByTime(1));
    expect(revealed()).toEqual(["Precision", "Transparency"]);
    act(() => vi.advanceTimersByTime(550));
    expect(revealed()).toEqual(["Precision", "Transparency", "Excellence"]);
  });
});
