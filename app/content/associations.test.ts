import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { associations } from "./associations";

const logoFile = (logo: string) => readFileSync(path.join("public", logo), "utf8");

describe("association badges", () => {
  it("reserve the space their file draws (width and height match the SVG's)", () => {
    expect(associations).toHaveLength(7);
    for (const a of associations) {
      const svg = logoFile(a.logo);
      expect(svg, a.logo).toContain(`width="${a.width}" height="${a.height}"`);
    }
  });

  it("are one neutral style: a single ink colour, no colour of an organisation's own mark", () => {
    for (const a of associations) {
      const colours = new Set(logoFile(a.logo).match(/#[0-9a-f]{3,8}\b/gi) ?? []);
      expect([...colours], a.logo).toEqual(["#2b3d63"]);
    }
  });
});
