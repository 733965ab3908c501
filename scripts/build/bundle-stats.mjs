// @ts-check
/**
 * Vite plugin: records which modules make up each client chunk, so the size budget
 * (scripts/checks/size-budget.sh) and the bench can split a page's JavaScript into the site's
 * own code and third-party code (node_modules), and follow a page's chunks to the chunks they
 * import as the bundler reports them (never by reading the minified code). Writes
 * <BUILD_DIR>/bundle-stats.json, outside the deployed client folder:
 * { "<file>": { total, own, parts, imports } } in rendered (pre-minify) bytes, where parts sums
 * the bytes per npm package (or "app" for the site's own modules) and imports lists the files
 * the chunk imports statically (Rolldown's `chunk.imports`).
 * @returns {import("vite").Plugin}
 */
export function bundleStats() {
  return {
    name: "northfield:bundle-stats",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      /** @type {Record<string, { total: number, own: number, parts: Record<string, number>, imports: string[] }>} */
      const stats = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        let total = 0;
        let own = 0;
        /** @type {Record<string, number>} */
        const parts = {};
        for (const [id, mod] of Object.entries(chunk.modules)) {
          const bytes = mod.renderedLength;
          if (!bytes) continue;
          total += bytes;
          const pkg = id.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
          const part = pkg ?? (id.startsWith("\0") || id.startsWith("virtual:") ? "virtual" : "app");
          if (part === "app") own += bytes;
          parts[part] = (parts[part] ?? 0) + bytes;
        }
        stats[chunk.fileName] = { total, own, parts, imports: [...chunk.imports] };
      }
      const { writeFile } = await import("node:fs/promises");
      const path = await import("node:path");
      await writeFile(
        path.join(options.dir, "..", "bundle-stats.json"),
        JSON.stringify(stats, null, 2) + "\n",
      );
    },
  };
}
