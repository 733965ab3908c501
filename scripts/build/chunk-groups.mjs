// @ts-check
/**
 * How the client build splits the JavaScript into files (docs/decisions/0501-critical-path.md).
 * A browser opens six HTTP/1.1 connections to a host, so on a phone link (150 ms RTT) every file
 * past the sixth waits a round trip: a page's top must come in a handful of files, not in the
 * thirty small chunks Rolldown's automatic splitting makes (one per set of routes sharing a
 * module). The groups:
 * - `framework`: React, react-dom, the scheduler and React Router, one file every page uses;
 * - `shared`: the site's modules more than one file would need (every page's, through the root
 *   route or the client entry; widely used; or small, a content module counted with its data files' copy), and only those whose own imports are in
 *   `shared` or `framework` too, so the file brings no other file along to every page;
 * - `parts-<route>`: the code only that route's deferred parts (app/lib/deferred.tsx) use;
 *   `parts-shared`: what the parts of several routes use.
 * Any other module stays where Rolldown puts it: in its entry's file when only that entry uses
 * it (the client entry, the root and each route keep their own files, as React Router's manifest
 * expects), or in a file of its own (a large module only a few routes use).
 */

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** The client entry and the root route: every page loads them and what they import. */
const EVERY_PAGE = /[\\/]app[\\/](?:entry\.client|root)\.tsx(?:\?|$)/;
/** Entries (of ~24) that make a module worth carrying on every page. */
const WIDELY_USED_ENTRIES = 8;
/** Source bytes under which a module rides in `shared` rather than make a file of its own. */
const SMALL_MODULE_BYTES = 2500;
/** A content data file (app/content/data, decision 0800): the copy its loading module exports. */
const CONTENT_DATA = /\.ya?ml(?:\?|$)/;

/**
 * @typedef {{ isEntry: boolean, importers: readonly string[], importedIds: readonly string[],
 *   dynamicImporters: readonly string[], code: string | null }} ModuleInfoLike
 * @typedef {{ getModuleInfo(id: string): ModuleInfoLike | null }} ChunkingContextLike
 */

/** A route module's short name for a file: "/app/routes/home.tsx?…" -> "home". */
const entryName = (/** @type {string} */ id) =>
  (id.replace(/\?.*$/, "").split(/[\\/]/).pop() ?? "").replace(/\.[^.]+$/, "");

/**
 * Rolldown's `output.codeSplitting` for the client build.
 * @returns {{ includeDependenciesRecursively: false,
 *   groups: { name: (id: string, ctx: ChunkingContextLike) => string | null }[] }}
 */
export function codeSplitting() {
  /** @type {Map<string, Set<string>>} */
  const rootsMemo = new Map();
  /** @type {Map<string, boolean>} */
  const sharedMemo = new Map();

  /**
   * What a module is reached from through static imports: entries (a page's top needs it) and
   * dynamic-import targets (a deferred part needs it).
   * @param {string} id @param {ChunkingContextLike} ctx @returns {Set<string>}
   */
  const rootsOf = (id, ctx) => {
    const known = rootsMemo.get(id);
    if (known) return known;
    /** @type {Set<string>} */
    const roots = new Set();
    rootsMemo.set(id, roots); // an import cycle ends here
    const info = ctx.getModuleInfo(id);
    if (!info) return roots;
    if (info.isEntry || info.dynamicImporters.length) roots.add(id);
    for (const importer of info.importers) for (const root of rootsOf(importer, ctx)) roots.add(root);
    return roots;
  };

  /** @param {string} id @param {ChunkingContextLike} ctx */
  const entriesOf = (id, ctx) =>
    [...rootsOf(id, ctx)].filter((root) => ctx.getModuleInfo(root)?.isEntry);

  /**
   * A content module is measured with the copy it loads from its data files, and a data file
   * by its loading module: moving the copy into data changes no module's place.
   * @param {string} id @param {ChunkingContextLike} ctx
   */
  const bytesWithData = (id, ctx) => {
    const info = ctx.getModuleInfo(id);
    if (!info) return Infinity;
    const data = info.importedIds.filter((dep) => CONTENT_DATA.test(dep));
    return data.reduce(
      (sum, dep) => sum + (ctx.getModuleInfo(dep)?.code?.length ?? Infinity),
      info.code?.length ?? Infinity,
    );
  };

  /** @param {string} id @param {ChunkingContextLike} ctx */
  const isSmall = (id, ctx) => {
    if (!CONTENT_DATA.test(id)) return bytesWithData(id, ctx) <= SMALL_MODULE_BYTES;
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    return importers.length > 0 && importers.every((i) => bytesWithData(i, ctx) <= SMALL_MODULE_BYTES);
  };

  /** @param {string} id @param {ChunkingContextLike} ctx @returns {boolean} */
  const inShared = (id, ctx) => {
    const known = sharedMemo.get(id);
    if (known !== undefined) return known;
    sharedMemo.set(id, true); // an import cycle ends here
    const info = ctx.getModuleInfo(id);
    const entries = entriesOf(id, ctx);
    const neededByOneFile = entries.length === 1 && rootsOf(id, ctx).size === 1;
    const worthSharing =
      entries.some((entry) => EVERY_PAGE.test(entry)) ||
      entries.length >= WIDELY_USED_ENTRIES ||
      isSmall(id, ctx);
    const result =
      !!info &&
      !info.isEntry &&
      entries.length > 0 &&
      !neededByOneFile &&
      worthSharing &&
      info.importedIds.every((dep) => FRAMEWORK.test(dep) || dep.startsWith("\0") || inShared(dep, ctx));
    sharedMemo.set(id, result);
    return result;
  };

  /** @param {string} id @param {ChunkingContextLike} ctx @returns {string | null} */
  const name = (id, ctx) => {
    if (FRAMEWORK.test(id)) return "framework";
    // Vite's module preload helper: every page has deferred parts.
    if (id.startsWith("\0")) return "shared";
    const info = ctx.getModuleInfo(id);
    if (!info || info.isEntry) return null;
    if (entriesOf(id, ctx).length) return inShared(id, ctx) ? "shared" : null;
    // Only deferred parts use it: grouped by the routes that declare those parts.
    /** @type {Set<string>} */
    const routes = new Set();
    for (const part of rootsOf(id, ctx))
      for (const importer of ctx.getModuleInfo(part)?.dynamicImporters ?? [])
        for (const root of rootsOf(importer, ctx)) routes.add(entryName(root));
    if (routes.size === 1) return `parts-${[...routes][0]}`;
    return routes.size ? "parts-shared" : null;
  };

  // A group would otherwise take in every module its modules import, a page's top code included.
  return { includeDependenciesRecursively: false, groups: [{ name }] };
}

/**
 * Vite plugin: applies the groups to the client build. It runs after React Router's plugin,
 * whose `preserveEntrySignatures: "exports-only"` Rolldown refuses with groups that do not take
 * in their imports; "allow-extension" keeps every route module's exports as well.
 * @returns {import("vite").Plugin}
 */
export function chunkGroups() {
  return {
    name: "northfield:chunk-groups",
    apply: "build",
    enforce: "post",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: "allow-extension",
            output: { codeSplitting: codeSplitting() },
          },
        },
      };
    },
  };
}
