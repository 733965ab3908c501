// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkUploads,
  rasterFormatOf,
  renderUploads,
  UPLOADS_FOLDER,
  UPLOADS_SOURCE,
} from "./uploads.mjs";

/** A small image in a format, written by sharp. */
const image = (
  /** @type {"jpeg" | "png" | "gif" | "webp" | "avif"} */ format,
  width = 2,
  height = 2,
) =>
  sharp({ create: { width, height, channels: 3, background: "#1f6f6b" } })
    .toFormat(format)
    .toBuffer();

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n';
const html = "<!DOCTYPE html><script>alert(1)</script>\n";

/** @type {string[]} */
const made = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A project whose uploads (assets/uploads/<file>) are `files` (name -> content), and its build folder. */
async function projectWith(/** @type {Record<string, string | Buffer>} */ files) {
  const root = await mkdtemp(path.join(os.tmpdir(), "uploads-"));
  made.push(root);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, UPLOADS_SOURCE, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { root, clientDir: path.join(root, "build", "client") };
}

describe("the editor's uploads (assets/uploads/<file>)", () => {
  it("knows JPEG, PNG and WebP by their content, and nothing else", async () => {
    for (const format of /** @type {const} */ (["jpeg", "png", "webp"])) {
      expect(rasterFormatOf(await image(format)), format).toBe(format);
    }
    expect(rasterFormatOf(await image("gif"))).toBeNull();
    expect(rasterFormatOf(await image("avif"))).toBeNull();
    expect(rasterFormatOf(Buffer.from(svg))).toBeNull();
    expect(rasterFormatOf(Buffer.from(html))).toBeNull();
    expect(rasterFormatOf(Buffer.alloc(0))).toBeNull();
  });

  it("pass when every file is a JPEG, PNG or WebP named as one, or when there are none", async () => {
    const project = await projectWith({
      "chart.png": await image("png"),
      "photo.JPG": await image("jpeg"),
      "portrait.jpeg": await image("jpeg"),
      "map.webp": await image("webp"),
    });
    await expect(checkUploads(project)).resolves.toBe(
      "4 uploads, each a JPEG, PNG or WebP image",
    );
    await expect(checkUploads(await projectWith({}))).resolves.toBe("no uploads");
  });

  it("fail the build naming each file that is no JPEG, PNG or WebP, whatever its name", async () => {
    const project = await projectWith({
      "chart.png": await image("png"),
      "logo.svg": svg,
      "chart-2.png": html,
      "spinner.gif": await image("gif"),
      "notes.txt": "minutes\n",
    });
    const failure = checkUploads(project);
    await expect(failure).rejects.toThrow(
      `${UPLOADS_SOURCE}/logo.svg is not a JPEG, PNG or WebP image by its content`,
    );
    await expect(failure).rejects.toThrow(`${UPLOADS_SOURCE}/chart-2.png is not a JPEG`);
    await expect(failure).rejects.toThrow(`${UPLOADS_SOURCE}/spinner.gif is not a JPEG`);
    await expect(failure).rejects.toThrow(`${UPLOADS_SOURCE}/notes.txt is not a JPEG`);
    await expect(failure).rejects.not.toThrow("chart.png is");
  });

  it("fail an image whose name says another type, two of one name, one in a subfolder", async () => {
    const project = await projectWith({
      "page.html": await image("png"),
      "team.jpg": await image("jpeg"),
      "team.png": await image("png"),
      "people/portrait.jpg": await image("jpeg"),
    });
    const failure = checkUploads(project);
    await expect(failure).rejects.toThrow(
      `${UPLOADS_SOURCE}/page.html is a PNG image named ".html": name it .png`,
    );
    await expect(failure).rejects.toThrow(
      `${UPLOADS_SOURCE}/team.png has the name of ${UPLOADS_SOURCE}/team.jpg`,
    );
    await expect(failure).rejects.toThrow(`${UPLOADS_SOURCE}/people/portrait.jpg is in a subfolder`);
  });

  it("renders each upload as AVIF and WebP at every width, and its 2:1 crop, never as uploaded", async () => {
    const project = await projectWith({ "team-photo.jpg": await image("jpeg", 2000, 1500) });
    await renderUploads(project);
    const out = path.join(project.clientDir, UPLOADS_FOLDER);
    const names = (await readdir(out)).sort();
    expect(names).toEqual(
      [480, 960, 1440]
        .flatMap((w) => [`team-photo-${w}`, `team-photo-wide-${w}`])
        .flatMap((name) => [`${name}.avif`, `${name}.webp`])
        .sort(),
    );
    const size = async (/** @type {string} */ name) => {
      const { width, height, format } = await sharp(path.join(out, name)).metadata();
      return { width, height, format };
    };
    expect(await size("team-photo-960.avif")).toEqual({ width: 960, height: 720, format: "heif" });
    expect(await size("team-photo-1440.webp")).toEqual({
      width: 1440,
      height: 1080,
      format: "webp",
    });
    expect(await size("team-photo-wide-480.webp")).toEqual({
      width: 480,
      height: 240,
      format: "webp",
    });
    // A second build takes the renderings from the cache.
    await expect(renderUploads(project)).resolves.toMatch(/\(0 renderings made/);
  }, 120_000);
});
