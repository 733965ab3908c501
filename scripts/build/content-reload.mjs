// @ts-check
/**
 * The dev server shows a saved edit on the next reload (docs/decisions/0811-own-images.md): the
 * build-time readers in app/catalog (`*.server.ts`: the Resource Center's Markdown, the roles,
 * people, topics …) read their files with `fs`, outside Vite's module graph, and keep what they
 * read for the life of the module. When a file under app/content or assets/uploads/<file> changes, is
 * added or removed, this plugin hands those readers to Vite as changed modules, so Vite drops them
 * and their importers and the next request reads the files again.
 */
import path from "node:path";
import { CONTENT_HOME, contentDir } from "./content-dir.mjs";

/** The content, with the folder CONTENT_DIR names if another (decision 0915), and uploads. */
const WATCHED = [...new Set([CONTENT_HOME, contentDir()]), "assets/uploads"];
const READERS = /\/app\/catalog\/[^/]+\.server\.tsx?$/;

/** @returns {import("vite").Plugin} */
export function contentReload() {
  /** @type {string} */
  let root = process.cwd();
  return {
    name: "northfield:content-reload",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    hotUpdate({ file, modules }) {
      const changed = WATCHED.some((dir) => file.startsWith(path.join(root, dir) + path.sep));
      if (!changed) return;
      const readers = [...this.environment.moduleGraph.idToModuleMap.values()].filter(
        (mod) => mod.file && READERS.test(mod.file.split(path.sep).join("/")),
      );
      if (readers.length === 0) return;
      return [...new Set([...modules, ...readers])];
    },
  };
}
