// @ts-check
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandFamily, outlineSvg } from "./outline-text.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** Every .svg under a directory, recursively. */
function svgsUnder(/** @type {string} */ dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("drawings", () => {
  it("no SVG under assets/ or public/ sets text with a <text> element (it would render in a fallback font)", () => {
    const files = [...svgsUnder("assets"), ...svgsUnder("public")];
    // The drawings (assets/images, assets/og) and the association badges' sources (assets/badges).
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(files.filter((file) => file.startsWith("assets/badges/")).length).toBeGreaterThanOrEqual(
      7,
    );
    const withText = files.filter((file) =>
      /<text[\s>]/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(withText).toEqual([]);
  });
});

describe("outlineSvg", () => {
  it("replaces a <text> with one path that keeps the text, its fill and its layout", async () => {
    const svg = await outlineSvg(
      '<svg><g transform="translate(5 5)"><text x="10" y="40" font-family="Georgia, serif" font-size="32" font-weight="700" fill="#fff">$19</text></g></svg>',
    );
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/^<svg><g transform="translate\(5 5\)"><path [^>]*\/><\/g><\/svg>$/);
    expect(svg).toContain('data-text="$19"');
    expect(svg).toContain('data-text-font-family="Fraunces"');
    expect(svg).toContain('data-text-font-weight="700"');
    expect(svg).toContain('fill="#fff"');
    // Three glyphs, each starting a contour at or right of x = 10, around the baseline y = 40.
    const d = /\sd="([^"]+)"/.exec(svg)?.[1] ?? "";
    const xs = [...d.matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...xs)).toBeLessThan(10 + 3 * 32);
  });

  it("outlines again from the stored text, giving the same path", async () => {
    const once = await outlineSvg('<svg><text x="0" y="20" font-size="20">Panel</text></svg>');
    expect(await outlineSvg(once)).toBe(once);
  });

  it("centres a run on x with text-anchor middle", async () => {
    const d = async (/** @type {string} */ anchor) =>
      /\sd="M([\d.-]+)/.exec(
        await outlineSvg(
          `<svg><text x="100" y="20" font-size="20" text-anchor="${anchor}">II</text></svg>`,
        ),
      )?.[1];
    expect(Number(await d("middle"))).toBeLessThan(100);
    expect(Number(await d("start"))).toBeGreaterThan(100);
  });

  it("refuses a character the brand fonts do not have", async () => {
    await expect(outlineSvg('<svg><text font-size="10">日本</text></svg>')).rejects.toThrow(
      /no glyph/,
    );
  });

  it("maps serif stacks to Fraunces and sans stacks to Inter", () => {
    expect(brandFamily("Liberation Serif, DejaVu Serif, serif")).toBe("Fraunces");
    expect(brandFamily("Georgia,serif")).toBe("Fraunces");
    expect(brandFamily("Liberation Sans, DejaVu Sans, sans-serif")).toBe("Inter");
    expect(brandFamily("Helvetica Neue,Arial,sans-serif")).toBe("Inter");
  });
});
