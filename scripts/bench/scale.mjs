#!/usr/bin/env node
// @ts-check
/**
 * The Resource Center at scale (issue 40, docs/decisions/0601-resource-center-at-scale.md):
 * copies the project into a scratch directory (node_modules linked, not copied), adds N
 * generated items (copies of the existing ones, each with its own slug, title, date,
 * description and an extra paragraph of text), builds it and prints one table: build time, page
 * count, output size, the compressed HTML of the hub, a section, a filter view and the largest
 * list page, the first-round-trip gate over every page, and what the first search downloads
 * (measured in Chromium against the embedded server: every byte fetched from the first
 * keystroke until results show).
 *
 *   npm run bench:scale -- 1000 [--keep] [--query healthcare]
 * Environment: BENCH_PORT (default: a free port the system picks).
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: "boolean", default: false }, query: { type: "string" } },
});
const count = Number(positionals[0] ?? 1000);
if (!Number.isInteger(count) || count < 0) throw new Error("usage: npm run bench:scale -- <N>");
const query = values.query ?? "healthcare";
/** The size gate's first round trip and header allowance (scripts/checks/size-budget.sh). */
const FIRST_ROUND_TRIP = 14600;
const HEADER_ALLOWANCE = 1700;
const RESOURCES = "app/content/resources";

/** Deterministic pseudo-random numbers (mulberry32): every run generates the same items. */
function random(seed = 40) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of the project without its outputs and installed packages. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "northfield-scale-"));
  const skip = new Set(["node_modules", "build", "test-results", "reports", ".git", "tests"]);
  for (const entry of readdirSync(root)) {
    if (skip.has(entry) || entry.startsWith("build")) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Adds `n` generated items next to the originals; returns how many there are in all.
 * @param {string} dir @param {number} n
 */
function generateItems(dir, n) {
  const next = random();
  const pick = (/** @type {readonly string[]} */ list) => list[Math.floor(next() * list.length)];
  const folder = path.join(dir, RESOURCES);
  const originals = readdirSync(folder)
    .filter((f) => f.endsWith(".md"))
    .map((file) => {
      const [, yaml = "", body = ""] =
        /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(folder, file), "utf8")) ??
        [];
      return { slug: file.replace(/\.md$/, ""), front: parseYaml(yaml), body };
    });
  const words = [
    ...new Set(
      originals
        .flatMap((o) => o.body.toLowerCase().match(/[a-z]{4,}/g) ?? [])
        .filter((w) => !/^(http|www)/.test(w)),
    ),
  ];
  /** Random words, capitalised, at most `max` characters. @param {number} max */
  const phrase = (max) => {
    let text = pick(words) ?? "insight";
    for (let word = pick(words); word && text.length + word.length < max; word = pick(words)) {
      text += ` ${word}`;
    }
    return `${text[0]?.toUpperCase()}${text.slice(1)}`;
  };
  const start = Date.UTC(2026, 10, 26);
  for (let i = 0; i < n; i++) {
    const original = originals[i % originals.length];
    if (!original) break;
    const number = i + 1;
    const date = new Date(start - i * 86_400_000).toISOString().slice(0, 10);
    const front = {
      ...original.front,
      // Titles and descriptions as long as the originals' (the schema caps them at 48 and 200).
      title: `${phrase(40)} ${number}`,
      date,
      description: `${phrase(70)}. ${phrase(60)}.`,
    };
    const body = `${original.body.trim()}\n\n## Notes for edition ${number}\n\n${phrase(300)}. ${phrase(300)}.\n`;
    writeFileSync(
      path.join(folder, `${original.slug}-edition-${number}.md`),
      `---\n${stringifyYaml(front)}---\n\n${body}`,
    );
  }
  return originals.length + n;
}

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, BUILD_DIR: "build" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")}:\n${output.slice(-4000)}`)),
    );
  });
}

/** Every file under a directory. @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Sizes of a page's HTML: raw, gzip, brotli (the precompressed files the servers send).
 * @param {string} clientDir @param {string} pagePath
 */
function htmlSizes(clientDir, pagePath) {
  const file = path.join(clientDir, pagePath.replace(/^\//, ""), "index.html");
  const size = (/** @type {string} */ f) => statSync(f).size;
  return { path: pagePath, raw: size(file), gzip: size(`${file}.gz`), br: size(`${file}.br`) };
}

/** A port nothing listens on: a server another bench left running must not be measured. */
async function freePort() {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Bytes fetched from the first keystroke in /search until results show.
 * @param {string} clientDir @param {string} cwd the scratch copy (its server and headers)
 */
async function firstSearchBytes(clientDir, cwd) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ["server/serve.mjs", "--host", "127.0.0.1", "--port", String(port), "--dir", clientDir],
    {
      cwd,
      stdio: "ignore",
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      const up = await fetch(base).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const page = await browser.newPage();
    await page.goto(`${base}/search`, { waitUntil: "networkidle" });
    /** @type {{ url: string, bytes: number }[]} */
    const fetched = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes();
      fetched.push({
        url: request.url().replace(base, ""),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    const box = page.locator("main").getByRole("searchbox");
    await box.click();
    await box.pressSequentially(query, { delay: 30 });
    await page
      .getByRole("list", { name: /results/i })
      .getByRole("link")
      .first()
      .waitFor();
    await page.waitForLoadState("networkidle");
    const first = await page
      .getByRole("list", { name: /results/i })
      .getByRole("link")
      .first()
      .getAttribute("href");
    await browser.close();
    return { bytes: fetched.reduce((sum, f) => sum + f.bytes, 0), files: fetched.length, first };
  } finally {
    server.kill();
  }
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

const dir = scratchCopy();
try {
  const total = generateItems(dir, count);
  const started = performance.now();
  // bash's `times` adds the CPU the build used: on a shared machine the wall clock alone misleads.
  const log = /** @type {string} */ (await run("bash", ["-c", "npm run build && times"], dir));
  const buildSeconds = (performance.now() - started) / 1000;
  const cpu = log
    .trim()
    .split("\n")
    .at(-1)
    ?.split(/\s+/)
    .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
    .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0);
  // Where the time went: the build's own step timings.
  for (const line of log.split("\n").filter((l) => /^postbuild:|built in|Prerender/.test(l)))
    console.log(`  ${line.trim()}`);
  const clientDir = path.join(dir, "build/client");
  const files = filesUnder(clientDir);
  const pages = files.filter((f) => f.endsWith(".html"));
  const outputBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const listPages = pages
    .map((f) => `/${path.relative(clientDir, path.dirname(f))}`)
    .filter((p) => /^\/resources(\/[^/]+)?(\/(industry|topic)\/[^/]+)?(\/page\/\d+)?$/.test(p));
  const largestList = listPages.map((p) => htmlSizes(clientDir, p)).sort((a, b) => b.br - a.br)[0];
  const overGate = pages.filter(
    (f) => statSync(`${f}.br`).size + HEADER_ALLOWANCE > FIRST_ROUND_TRIP,
  );
  const search = await firstSearchBytes(clientDir, dir);
  const rows = [
    ["items", String(total)],
    ["build", `${buildSeconds.toFixed(0)} s (CPU ${cpu?.toFixed(0)} s, user + system)`],
    ["HTML pages", String(pages.length)],
    ["list pages (hub, sections, filters, all their pages)", String(listPages.length)],
    ["output", `${(outputBytes / 1024 / 1024).toFixed(1)} MB (${files.length} files)`],
    ...["/resources", "/resources/blog", "/resources/topic/data-quality"].map((p) => {
      const s = htmlSizes(clientDir, p);
      return [`${p} HTML`, `${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.br)} br`];
    }),
    [
      "largest list page",
      largestList
        ? `${largestList.path}: ${kb(largestList.gzip)} gzip, ${kb(largestList.br)} br`
        : "-",
    ],
    [
      `pages over the first round trip (br + ${HEADER_ALLOWANCE} B > ${FIRST_ROUND_TRIP} B)`,
      overGate.length ? overGate.map((f) => path.relative(clientDir, f)).join(", ") : "none",
    ],
    [
      `first search "${query}"`,
      `${kb(search.bytes)} in ${search.files} responses; first result ${search.first}`,
    ],
  ];
  const width = Math.max(...rows.map(([name]) => (name ?? "").length));
  console.log(`\nbench:scale: ${count} generated items (${dir})\n`);
  for (const [name, value] of rows) console.log(`${(name ?? "").padEnd(width)}  ${value}`);
} finally {
  if (values.keep) console.log(`\nkept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
