// @ts-check
/**
 * The site's copy lives in YAML files (app/content/data/*.yaml), each checked by its zod schema
 * from app/content/schemas/registry.ts (decision 0800). This Vite plugin makes such a file an ES
 * module: it parses it, checks it and emits `export default <the data>`. A file that breaks its
 * schema fails the build, the dev server and the unit tests with `<file>: <field path>: <message>`.
 * The data is emitted as written: schemas check, they do not transform.
 */
import path from "node:path";
import { parse } from "yaml";
import { CONTENT_HOME, contentDir, contentPath } from "./content-dir.mjs";

/**
 * @template [T=unknown]
 * @typedef {{ safeParse(data: unknown): { success: true, data: T } | { success: false,
 *   error: { issues: readonly { path: readonly PropertyKey[], message: string }[] } } }} SchemaLike
 * @typedef {{ name: string, file: string, schema: SchemaLike }} ContentFileLike
 */

/** Problems shown at most, so one broken list does not bury the first line. */
const MAX_PROBLEMS = 10;

/**
 * The data of one content file, or an Error naming the file and each broken field: the one
 * check of a data file, for this plugin and for the build steps that read files themselves
 * (`readContentFile`, app/catalog/data-files.server.ts).
 * @template [T=unknown]
 * @param {string} file repository-relative path, used in messages
 * @param {string} text the file's YAML
 * @param {SchemaLike<T>} schema
 * @returns {T}
 */
export function checkContentFile(file, text, schema) {
  let data;
  try {
    data = parse(text, { prettyErrors: true });
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${error instanceof Error ? error.message : error}`);
  }
  const result = schema.safeParse(data);
  // Schemas check, they do not transform: the data is the file's, as written.
  if (result.success) return result.data;
  const lines = result.error.issues
    .slice(0, MAX_PROBLEMS)
    .map((issue) => `${file}: ${issue.path.map(String).join(".") || "(file)"}: ${issue.message}`);
  const more = result.error.issues.length - lines.length;
  if (more > 0) lines.push(`${file}: … and ${more} more`);
  throw new Error(lines.join("\n"));
}

/**
 * The plugin also honours the content switch (`CONTENT_DIR`, scripts/build/content-dir.mjs): an
 * import of a file in app/content/data resolves to the same file in the folder in use, so the
 * modules that import their YAML need not know which copy the build reads.
 * @param {readonly ContentFileLike[]} contentFiles the registry
 * @returns {import("vite").Plugin}
 */
export function contentData(contentFiles) {
  /** @type {string} */
  let root = process.cwd();
  return {
    name: "northfield:content-data",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!/\.ya?ml$/.test(source) || contentDir() === CONTENT_HOME) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const relative = path.relative(root, resolved.id).split(path.sep).join("/");
      if (!relative.startsWith(`${CONTENT_HOME}/data/`)) return resolved;
      return path.join(root, contentPath(relative));
    },
    transform(text, id) {
      const file = id.replace(/\?.*$/, "");
      if (!/\.ya?ml$/.test(file)) return null;
      const relative = path.relative(root, file).split(path.sep).join("/");
      const entry = contentFiles.find((f) => contentPath(f.file) === relative);
      if (!entry) {
        this.error(`${relative}: not a content file: list it in app/content/schemas/registry.ts`);
      }
      let data;
      try {
        data = checkContentFile(relative, text, entry.schema);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      return { code: `export default ${JSON.stringify(data)};\n`, map: null };
    },
  };
}
