// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { checkUploads, rasterFormatOf, UPLOADS_FOLDER } from "./uploads.mjs";

/** A 2×2 image in each format an upload may be, written by sharp. */
const image = (/** @type {"jpeg" | "png" | "gif" | "webp" | "avif"} */ format) =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: "#1f6f6b" } })
    .toFormat(format)
    .toBuffer();

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n';
const html = "<!DOCTYPE html><script>alert(1)</script>\n";

/** @type {string[]} */
const made = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A build's client folder whose uploads are `files` (name -> content). */
async function clientWith(/** @type {Record<string, string | Buffer>} */ files) {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "uploads-"));
  made.push(clientDir);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(clientDir, UPLOADS_FOLDER, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return clientDir;
}

describe("the editor's uploads (images/uploads)", () => {
  it("knows each raster format by its content", async () => {
    for (const format of /** @type {const} */ (["jpeg", "png", "gif", "webp", "avif"])) {
      expect(rasterFormatOf(await image(format)), format).toBe(format);
    }
    expect(rasterFormatOf(Buffer.from(svg))).toBeNull();
    expect(rasterFormatOf(Buffer.from(html))).toBeNull();
    expect(rasterFormatOf(Buffer.alloc(0))).toBeNull();
  });

  it("pass when every file is a raster image named as one, or when there are none", async () => {
    const clientDir = await clientWith({
      "chart.png": await image("png"),
      "photo.JPG": await image("jpeg"),
      "team/portrait.jpeg": await image("jpeg"),
      "map.webp": await image("webp"),
      "hero.avif": await image("avif"),
      "spinner.gif": await image("gif"),
    });
    await expect(checkUploads({ clientDir })).resolves.toBe("6 uploads, each a raster image");
    await expect(checkUploads({ clientDir: await clientWith({}) })).resolves.toBe("no uploads");
  });

  it("fail the build naming each file that is no raster image, whatever its name", async () => {
    const clientDir = await clientWith({
      "chart.png": await image("png"),
      "logo.svg": svg,
      "chart-2.png": html,
      "notes.txt": "minutes\n",
    });
    const failure = checkUploads({ clientDir });
    await expect(failure).rejects.toThrow(
      `public/${UPLOADS_FOLDER}/logo.svg is not a JPEG, PNG, GIF, WebP or AVIF image by its content`,
    );
    await expect(failure).rejects.toThrow(`public/${UPLOADS_FOLDER}/chart-2.png is not a JPEG`);
    await expect(failure).rejects.toThrow(`public/${UPLOADS_FOLDER}/notes.txt is not a JPEG`);
    await expect(failure).rejects.not.toThrow("chart.png is");
  });

  it("fail an image whose name says another type (servers type files by their name)", async () => {
    const clientDir = await clientWith({ "page.html": await image("png") });
    await expect(checkUploads({ clientDir })).rejects.toThrow(
      `public/${UPLOADS_FOLDER}/page.html is a PNG image named ".html": name it .png`,
    );
  });
});
