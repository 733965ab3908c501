// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/content/routes-constants.ts";
import {
  attr,
  findAll,
  findOne,
  htmlFileFor,
  parseHtml,
  prerenderedPages,
  remove,
  textOf,
} from "./html.mjs";

describe("the build's HTML reader", () => {
  it("reads an attribute holding > and < as one attribute, not as the end of its tag", () => {
    const page = parseHtml('<a title="1 > 0 <b>" href="/x?a>b">Go</a><b>bold</b>');
    const [a] = findAll(page, (e) => e.name === "a");
    expect(attr(a, "title")).toBe("1 > 0 <b>");
    expect(attr(a, "href")).toBe("/x?a>b");
    expect(textOf(a)).toBe("Go");
    expect(findAll(page, (e) => e.name === "b")).toHaveLength(1);
  });

  it("finds nothing inside a comment", () => {
    const page = parseHtml('<!-- <script>x()</script> <a href="/hidden">x</a> --><p>Shown</p>');
    expect(findAll(page, (e) => e.name === "script" || e.name === "a")).toEqual([]);
    expect(textOf(findOne(page, (e) => e.name === "p"))).toBe("Shown");
  });

  it("reads CR LF markup: attributes across lines, text kept as written", () => {
    const page = parseHtml('<div\r\n  id="a"\r\n  class="b">one\r\ntwo</div>');
    const div = findOne(page, (e) => e.name === "div");
    expect(attr(div, "id")).toBe("a");
    expect(attr(div, "class")).toBe("b");
    expect(textOf(div)).toBe("one\r\ntwo");
  });

  it("names uppercase tags and attributes in lower case", () => {
    const page = parseHtml('<HTML><BODY><MAIN ID="Top"><SCRIPT>a < b</SCRIPT></MAIN></BODY></HTML>');
    const main = findOne(page, (e) => e.name === "main");
    expect(attr(main, "id")).toBe("Top");
    expect(attr(main, "ID")).toBe("Top");
    expect(textOf(findOne(page, (e) => e.name === "script"))).toBe("a < b");
  });

  it("decodes entities in text and attributes; a script's code stays as written", () => {
    const page = parseHtml('<p title="A &amp; B">C &amp; D</p><script>"&amp;"</script>');
    const p = findOne(page, (e) => e.name === "p");
    expect([attr(p, "title"), textOf(p)]).toEqual(["A & B", "C & D"]);
    expect(textOf(findOne(page, (e) => e.name === "script"))).toBe('"&amp;"');
  });

  it("takes an element out, and knows where each element starts and ends", () => {
    const html = '<main><nav>Menu</nav><p>Body</p></main>';
    const page = parseHtml(html);
    const nav = findOne(page, (e) => e.name === "nav");
    expect(html.slice(nav.startIndex, nav.endIndex + 1)).toBe("<nav>Menu</nav>");
    remove(nav);
    expect(textOf(page)).toBe("Body");
  });

  it("finds a prerendered page's file as React Router writes it", () => {
    expect(htmlFileFor("/b/client", "/")).toBe("/b/client/index.html");
    expect(htmlFileFor("/b/client", "/resources/blog")).toBe("/b/client/resources/blog/index.html");
  });

  it("lists the pages React Router prerendered, not every HTML file of the build", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "html-pages-"));
    try {
      const write = async (file) => {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, "<!DOCTYPE html><title>x</title>");
      };
      for (const p of config.prerender) {
        if (p !== NOT_FOUND_PRERENDER_PATH) await write(htmlFileFor(client, p));
      }
      await write(path.join(client, "404.html"));
      await write(path.join(client, "from-public/embed.html"));
      const pages = await prerenderedPages(client);
      expect(pages.map((p) => p.path)).toEqual(config.prerender);
      expect(pages.find((p) => p.path === NOT_FOUND_PRERENDER_PATH)?.file).toBe(path.join(client, "404.html"));
      expect(pages.some((p) => p.file.includes("from-public"))).toBe(false);
      await rm(htmlFileFor(client, "/"));
      await expect(prerenderedPages(client)).rejects.toThrow(/^\/ was not prerendered/);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  }, 30_000);
});
