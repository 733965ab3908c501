import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { associationLabel, associations } from "../../content/associations";
import { LogoWall } from "./LogoWall";

/** Finds a fallback by its whole text (the name is bold, so the text spans two nodes). */
const fallback = (text: string) =>
  screen.getByText(
    (_, el) => el?.hasAttribute("data-logo-fallback") === true && el.textContent === text,
  );

describe("LogoWall", () => {
  // happy-dom never decodes images: report them as loaded unless a test says otherwise.
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(160);
  });

  it("shows the seven association logos as files with their names", () => {
    render(<LogoWall associations={associations} />);
    const imgs = screen.getAllByRole("img");
    expect(imgs).toHaveLength(7);
    expect(imgs.map((i) => i.getAttribute("src"))).toEqual(associations.map((a) => a.logo));
    expect(screen.getByAltText(/^ESOMAR — European Society/)).toBeInTheDocument();
    for (const name of [
      "ISO",
      "ESOMAR",
      "Insights Association",
      "Insight Platforms",
      "PAIR",
      "MRSI",
      "QRCA",
    ])
      expect(associations.some((a) => a.name === name)).toBe(true);
  });

  it("replaces a logo that fails to load with its name and full name", () => {
    render(<LogoWall associations={associations} />);
    fireEvent.error(screen.getByAltText(/^ESOMAR/));
    expect(fallback("ESOMAR — European Society for Opinion and Marketing Research")).toBeVisible();
    expect(screen.queryByAltText(/^ESOMAR/)).toBeNull();
    fireEvent.error(screen.getByAltText("Insights Association"));
    expect(fallback("Insights Association")).toBeVisible();
  });

  it("full names are written into the content module", () => {
    const byKey = Object.fromEntries(associations.map((a) => [a.key, associationLabel(a)]));
    expect(byKey.iso).toBe("ISO — International Organization for Standardization");
    expect(byKey.mrsi).toBe("MRSI — Market Research Society of India");
    expect(byKey.qrca).toBe("QRCA — Qualitative Research Consultants Association");
    expect(byKey.pair).toBe("PAIR — Professional Association for Innovation in Research");
  });
});

describe("LogoWall when a logo failed before hydration", () => {
  it("shows the fallback text (complete && naturalWidth === 0)", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<LogoWall associations={associations} />);
    expect(screen.queryAllByRole("img")).toHaveLength(0);
    for (const a of associations) expect(fallback(associationLabel(a))).toBeVisible();
  });
});
