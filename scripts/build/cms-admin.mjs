// @ts-check
/**
 * The content editor at /admin/ (Decap CMS; docs/decisions/0801-content-editor.md):
 * - `decapAdmin()`, a Vite plugin: the settings module the editor reads
 *   (virtual:decap-settings), and under `npm run cms` (CMS_ADMIN=true) the dev server's
 *   /admin/ page, Decap's bundle straight from node_modules and the launch checklist
 *   (/admin/launch.json, made from the working tree at each request; decision 0807). A build
 *   never writes the checklist: it names what the firm has not confirmed, and /admin/ is public.
 * - `writeEditor()`, a build step: only when CMS_ADMIN=true, builds the editor's page
 *   (app/cms/index.html) into <build>/client/admin/ with its own Vite build, and copies Decap's
 *   self-contained bundle beside it. No site page references any of it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { collectLaunchItems } from "../launch-check.mjs";
import { CONTENT_HOME, contentDir, contentPath } from "./content-dir.mjs";
import { importAppModule } from "./site-data.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The Vite mode of the editor's own build (vite.config.ts). */
export const ADMIN_MODE = "cms-admin";
/** Where the editor lives on the site. */
const ADMIN_BASE = "/admin/";
/** The local decap-server's port unless DECAP_PORT says otherwise (npm run cms). */
export const DEFAULT_DECAP_PORT = 8081;

const SETTINGS_ID = "virtual:decap-settings";
/** React Router's dev plugin's React Refresh preamble (the site's pages load it in root.tsx). */
const HMR_PREAMBLE = "virtual:react-router/inject-hmr-runtime";
const DECAP_DIST = path.join(repoRoot, "node_modules", "decap-cms", "dist");
const PAGE = path.join(repoRoot, "app", "cms", "index.html");
const IMAGES = path.join(repoRoot, "public", "images");

/**
 * Decap's bundle, the chunks and WebAssembly it loads, and its licence notices (not the source
 * maps, not the twin build named cms.js).
 */
const isDecapFile = (/** @type {string} */ name) =>
  /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

const adminEnabled = () => process.env.CMS_ADMIN === "true";

/** The launch checklist's address, under the editor (app/cms/launch-list.ts reads it). */
const LAUNCH_LIST = "launch.json";
/**
 * The folders' file names as they are now, under the editor (app/cms/admin.ts reads it before
 * each check): an item saved since the editor opened, in this tab or another, is a taken name
 * (decision 0816; the settings module is made once per dev server).
 */
const FOLDER_NAMES = "folder-names.json";

/**
 * The login screen's logo, under the editor (Decap's `logo_url`; its own logo otherwise): the
 * firm's mark (the favicon's drawing) over its name from the content's site.yaml (the third
 * marketer review, decision 0816). Served by `npm run cms` and written beside the editor's page
 * by a build with the editor; no site page names it.
 */
const EDITOR_LOGO = "logo.svg";

/** The logo's SVG: the mark, then the firm's name under it, centred. */
function editorLogo() {
  const site = parseYaml(readFileSync(path.join(repoRoot, contentPath("app/content/data/site.yaml")), "utf8"));
  const name = `${site.shortName} ${site.nameSuffix}`;
  const favicon = readFileSync(path.join(repoRoot, "public", "favicon.svg"), "utf8");
  const mark = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1] ?? "";
  const escaped = name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 112" width="300" height="112" role="img" aria-label="${escaped.replace(/"/g, "&quot;")}">` +
    `<title>${escaped}</title>` +
    `<svg x="122" y="0" width="56" height="56" viewBox="0 0 32 32">${mark}</svg>` +
    `<text x="150" y="96" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="26" font-weight="600" fill="#12213f">${escaped}</text>` +
    `</svg>\n`
  );
}

/**
 * The launch checklist as the editor reads it: `npm run launch-check`'s items and when they
 * were listed, or the reason none could be (broken content).
 */
async function launchList() {
  try {
    return { items: await collectLaunchItems(repoRoot), made: new Date().toISOString() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Base names of the illustrations an item may use: those rendered to <name>-960.webp. */
function illustrationNames(dir = IMAGES) {
  return readdirSync(dir)
    .map((name) => /^(.+)-960\.webp$/.exec(name)?.[1])
    .filter((name) => name !== undefined)
    .sort();
}

/**
 * The entries of the editor's folder collections, by folder: their file names (without
 * extension), titles and sections. A new item whose title makes one of the names is refused
 * before saving (app/cms/entry-check.ts, decision 0810), and so is a title another entry of its
 * collection has (decision 0816, third review).
 */
function folderNames() {
  return Object.fromEntries(
    ["app/content/resources", "app/content/roles"].map((folder) => [
      folder,
      readdirSync(path.join(repoRoot, folder))
        .filter((name) => name.endsWith(".md"))
        .map((name) => ({
          name: name.slice(0, -".md".length),
          ...titleOf(path.join(repoRoot, folder, name)),
        })),
    ]),
  );
}

/**
 * An entry's title and section, read from its front matter: a new or renamed entry may not take
 * another's title in its collection (app/catalog/resource-rules.ts). Nothing when unreadable
 * (the build says why).
 */
function titleOf(/** @type {string} */ file) {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"))?.[1];
  try {
    const data = yaml === undefined ? undefined : parseYaml(yaml);
    return {
      ...(typeof data?.title === "string" ? { title: data.title } : {}),
      ...(typeof data?.section === "string" ? { section: data.section } : {}),
    };
  } catch {
    return {};
  }
}

/** What the editor is told at build (or dev) time. */
async function settings() {
  // The paths a link may name, so the editor's check before saving refuses one no page answers
  // (decision 0806); read through Vite's module runner, like the build's steps.
  const { editorSitePaths } = await importAppModule("app/catalog/site-paths.server.ts");
  const port = Number(process.env.DECAP_PORT ?? DEFAULT_DECAP_PORT);
  const repo = process.env.CMS_GITHUB_REPO;
  return {
    decapBase: `${ADMIN_BASE}decap/`,
    logoUrl: `${ADMIN_BASE}${EDITOR_LOGO}`,
    images: illustrationNames(),
    sitePaths: editorSitePaths(repoRoot),
    folderNames: folderNames(),
    backend: repo
      ? {
          kind: "github",
          repo,
          branch: process.env.CMS_GITHUB_BRANCH ?? "main",
          ...(process.env.CMS_OAUTH_BASE_URL ? { baseUrl: process.env.CMS_OAUTH_BASE_URL } : {}),
        }
      : { kind: "local", port },
  };
}

/** @returns {import("vite").Plugin} */
export function decapAdmin() {
  return {
    name: "northfield:decap-admin",
    resolveId(id) {
      return id === SETTINGS_ID ? `\0${SETTINGS_ID}` : null;
    },
    async load(id) {
      return id === `\0${SETTINGS_ID}` ? `export default ${JSON.stringify(await settings())};` : null;
    },
    // Under `npm run cms`, a content file the editor saved is not pushed to the open pages: the
    // editor imports the data files (its preview, its checks), accepts no update of them, and
    // Vite reloaded it after each page-copy save (its place in the form lost, decision 0816).
    // The changed modules are still dropped (content-reload.mjs), so any page shows the edit on
    // its next reload, as decision 0811 asks of the dev server.
    hotUpdate({ file }) {
      if (!adminEnabled() || this.environment.name !== "client") return;
      const inContent = [...new Set([CONTENT_HOME, contentDir()])].some((dir) =>
        file.startsWith(path.join(repoRoot, dir) + path.sep),
      );
      return inContent ? [] : undefined;
    },
    configureServer(server) {
      if (!adminEnabled()) return;
      // Before React Router's handler, which would answer /admin/ with the 404 page.
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        if (url.pathname === "/admin") {
          res.writeHead(301, { Location: `${ADMIN_BASE}${url.search}` }).end();
          return;
        }
        if (url.pathname === ADMIN_BASE || url.pathname === `${ADMIN_BASE}index.html`) {
          // The site's components in the preview (app/cms/item-preview.tsx) are compiled for
          // React Refresh under the dev server, which expects React Router's preamble first.
          const page = readFileSync(PAGE, "utf8").replace(
            "<script ",
            `<script type="module" src="/@id/${HMR_PREAMBLE}"></script>\n    <script `,
          );
          const html = await server.transformIndexHtml(ADMIN_BASE, page);
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
          return;
        }
        if (url.pathname === `${ADMIN_BASE}${LAUNCH_LIST}`) {
          const list = await launchList();
          res
            .writeHead("error" in list ? 500 : 200, {
              "Content-Type": "application/json; charset=utf-8",
              "Cache-Control": "no-store",
            })
            .end(JSON.stringify(list));
          return;
        }
        if (url.pathname === `${ADMIN_BASE}${EDITOR_LOGO}`) {
          res
            .writeHead(200, { "Content-Type": "image/svg+xml; charset=utf-8" })
            .end(editorLogo());
          return;
        }
        if (url.pathname === `${ADMIN_BASE}${FOLDER_NAMES}`) {
          res
            .writeHead(200, {
              "Content-Type": "application/json; charset=utf-8",
              "Cache-Control": "no-store",
            })
            .end(JSON.stringify(folderNames()));
          return;
        }
        const decapFile = /^\/admin\/decap\/([^/]+)$/.exec(url.pathname)?.[1];
        if (decapFile && isDecapFile(decapFile) && existsSync(path.join(DECAP_DIST, decapFile))) {
          const type = decapFile.endsWith(".wasm")
            ? "application/wasm"
            : decapFile.endsWith(".txt")
              ? "text/plain; charset=utf-8"
              : "text/javascript; charset=utf-8";
          res
            .writeHead(200, { "Content-Type": type })
            .end(readFileSync(path.join(DECAP_DIST, decapFile)));
          return;
        }
        next();
      });
    },
  };
}

/**
 * Build step: the editor, only when asked (CMS_ADMIN=true).
 * @param {{ clientDir: string }} options
 */
export async function writeEditor({ clientDir }) {
  if (!adminEnabled()) return "skipped (CMS_ADMIN=true builds it)";
  const outDir = path.join(clientDir, "admin");
  const { build } = await import("vite");
  await build({
    configFile: path.join(repoRoot, "vite.config.ts"),
    mode: ADMIN_MODE,
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  // The page is built from app/cms/index.html; it is served as /admin/.
  await rename(path.join(outDir, "app", "cms", "index.html"), path.join(outDir, "index.html"));
  await rm(path.join(outDir, "app"), { recursive: true });
  await writeFile(path.join(outDir, EDITOR_LOGO), editorLogo());
  const decapDir = path.join(outDir, "decap");
  await mkdir(decapDir, { recursive: true });
  const files = readdirSync(DECAP_DIST).filter(isDecapFile);
  await Promise.all(
    files.map((name) => copyFile(path.join(DECAP_DIST, name), path.join(decapDir, name))),
  );
  return `${ADMIN_BASE} with ${files.length} Decap files`;
}

/** Vite's configuration of the editor's own build (vite.config.ts in ADMIN_MODE). */
export const adminBuildConfig = {
  root: repoRoot,
  base: ADMIN_BASE,
  // The site's public files are the site's build's; the editor's page links to them by path.
  publicDir: /** @type {false} */ (false),
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { input: PAGE },
  },
};
