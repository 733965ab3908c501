import { existsSync } from "node:fs";
import { rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";

/** The catch-all route is prerendered at /404; servers serve it as /404.html with status 404. */
export async function moveNotFoundPage({ clientDir }) {
  const from = path.join(clientDir, "404", "index.html");
  const to = path.join(clientDir, "404.html");
  if (!existsSync(from)) throw new Error(`missing prerendered 404 page at ${from}`);
  await rename(from, to);
  await rmdir(path.join(clientDir, "404"));
  // No SPA fallback is served: unknown paths get the 404 page.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  return "404/index.html -> 404.html";
}
