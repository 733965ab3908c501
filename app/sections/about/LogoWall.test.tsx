import { readFileSync } from "node:fs";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { associations } from "../../content/associations";
import type { AssociationsData } from "../../content/schemas/associations";
import { LogoWall } from "./LogoWall";

/** Each body's "name — full name" as the data file spells it (an editor may correct one). */
const labelOf = Object.fromEntries(
  (
    parse(readFileSync("app/content/data/associations.yaml", "utf8")) as AssociationsData
  ).associations.map((a) => [a.name, a.fullName ? `${a.name} — ${a.fullName}` : a.name]),
);

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

  it("shows the spec's seven associations as logo files, each named by its alt text", () => {
    render(<LogoWall associations={associations} />);
    const imgs = screen.getAllByRole("img");
    expect(imgs).toHaveLength(7);
    for (const img of imgs) expect(img.getAttribute("src")).toMatch(/\.(svg|png|webp|avif)$/);
    const names = imgs.map((i) => (i.getAttribute("alt") ?? "").split(" — ")[0]);
    expect(names).toEqual([
      "ISO",
      "ESOMAR",
      "Insights Association",
      "Insight Platforms",
      "PAIR",
      "MRSI",
      "QRCA",
    ]);
  });

  it("replaces a logo that fails to load with its name and full name", () => {
    render(<LogoWall associations={associations} />);
    fireEvent.error(screen.getByAltText(/^ESOMAR/));
    expect(fallback(labelOf.ESOMAR!)).toBeVisible();
    expect(screen.queryByAltText(/^ESOMAR/)).toBeNull();
    fireEvent.error(screen.getByAltText("Insights Association"));
    expect(fallback("Insights Association")).toBeVisible();
  });

  it("an abbreviation's alt text spells out its full name", () => {
    render(<LogoWall associations={associations} />);
    for (const name of ["ISO", "ESOMAR", "MRSI", "QRCA", "PAIR"]) {
      expect(labelOf[name]).toMatch(new RegExp(`^${name} — .+`));
      expect(screen.getByRole("img", { name: labelOf[name] })).toBeInTheDocument();
    }
  });
});

describe("LogoWall when a logo failed before hydration", () => {
  it("shows the fallback text (complete && naturalWidth === 0)", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<LogoWall associations={associations} />);
    expect(screen.queryAllByRole("img")).toHaveLength(0);
    expect(fallback(labelOf.ISO!)).toBeVisible();
    expect(fallback("Insight Platforms")).toBeVisible();
    expect(document.querySelectorAll("[data-logo-fallback]")).toHaveLength(7);
  });
});
