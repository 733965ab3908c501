// @ts-check
/**
 * The one switch for where the site's content is read from (decision 0915): the folder holding
 * `data/` (the YAML files), `resources/` (the Resource Center's Markdown) and `roles/` (the open
 * roles), repository-relative. `CONTENT_DIR` names another such folder, `app/content` by default;
 * the screenshot suite builds its frozen copy, tests/visual/content, this way. Every reader goes
 * through `contentPath`: the content plugin (the pages' YAML imports), the build-time readers
 * (app/catalog/*.server.ts), the build's steps, the launch check and the tests' content helpers.
 * The schemas and the TypeScript modules stay in app/content whatever the switch says, and
 * files are still named by their place in app/content everywhere else (the registry, the
 * editor's configuration): the editor always edits app/content.
 */
import path from "node:path";

/** Where the content lives; the editor writes here. */
export const CONTENT_HOME = "app/content";

/** The content folder in use, repository-relative, without a trailing slash. */
export function contentDir() {
  const dir = (process.env.CONTENT_DIR || CONTENT_HOME).replace(/[\\/]+$/, "");
  if (path.isAbsolute(dir) || dir.split(/[\\/]/).includes("..")) {
    throw new Error(
      `CONTENT_DIR: expected a folder inside the repository (e.g. tests/visual/content), received "${dir}"`,
    );
  }
  return dir;
}

/**
 * Where a content file or folder, named by its place in app/content, is read from:
 * "app/content/data/footer.yaml" is "tests/visual/content/data/footer.yaml" when CONTENT_DIR
 * says so. Read at each call, so a process reads the folder its environment names.
 * @param {string} file
 * @returns {string}
 */
export function contentPath(file) {
  if (!file.startsWith(`${CONTENT_HOME}/`)) {
    throw new Error(`${file}: not under ${CONTENT_HOME}/ (a content file's home)`);
  }
  return `${contentDir()}${file.slice(CONTENT_HOME.length)}`;
}
