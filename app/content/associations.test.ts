import { readFileSync } from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { associations } from "./associations";

/** A badge's drawing: assets/badges/<name>.svg, rendered to public/logos/<name>.png. */
const sourceOf = (logo: string) =>
  parseDocument(readFileSync(`assets/badges/${path.basename(logo, ".png")}.svg`, "utf8"), {
    xmlMode: true,
  });

/** The site's colour tokens (app/styles/app.css), read from the stylesheet. */
const siteColours = new Set(
  [...readFileSync("app/styles/app.css", "utf8").matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)]
    .map((m) => m[1]!.toLowerCase())
    .concat("#ffffff"),
);

describe("association badges (issue 50, item 5)", () => {
  it("are drawings rendered at 3× the size the wall reserves for them", async () => {
    expect(associations).toHaveLength(7);
    for (const a of associations) {
      const { width, height } = await sharp(path.join("public", a.logo)).metadata();
      expect([width, height], a.logo).toEqual([a.width * 3, a.height * 3]);
      const svg = DomUtils.findOne((el) => el.name === "svg", sourceOf(a.logo).children)!;
      expect([svg.attribs.width, svg.attribs.height], a.logo).toEqual([
        String(a.width),
        String(a.height),
      ]);
    }
  });

  it("are each a shape of their own, not the name in the site's serif", () => {
    const shapes = associations.map((a) => {
      const doc = sourceOf(a.logo);
      const text = DomUtils.findAll((el) => el.attribs["data-text"] !== undefined, doc.children);
      // Any lettering is Inter, outlined; never Fraunces (the old badges were only that).
      expect(text.length, a.logo).toBeGreaterThan(0);
      for (const run of text) expect(run.attribs["data-text-font-family"], a.logo).toBe("Inter");
      expect(text.map((run) => run.attribs["data-text"]).join(" "), a.logo).toBe(a.name);
      const drawn = DomUtils.findAll(
        (el) =>
          ["path", "circle", "rect"].includes(el.name) && el.attribs["data-text"] === undefined,
        doc.children,
      );
      expect(drawn.length, `${a.logo} draws a shape`).toBeGreaterThan(0);
      return drawn.map((el) => `${el.name}:${el.attribs.d ?? el.attribs.r ?? ""}`).join("|");
    });
    expect(new Set(shapes).size).toBe(associations.length);
  });

  it("use the site's colours only, and say nothing of certification", () => {
    for (const a of associations) {
      const source = readFileSync(`assets/badges/${path.basename(a.logo, ".png")}.svg`, "utf8");
      const colours = new Set(
        (source.match(/#[0-9a-f]{6}\b/gi) ?? []).map((colour) => colour.toLowerCase()),
      );
      for (const colour of colours) expect(siteColours, `${a.logo}: ${colour}`).toContain(colour);
      expect(source, a.logo).not.toMatch(/certif|accredit|approved|member/i);
    }
  });
});
