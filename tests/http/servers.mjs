// @ts-check
/**
 * Starts the two servers the HTTP tests run against, both on loopback, both serving the same
 * build: the embedded server (`node server/serve.mjs`, as `npm start` runs it) and Debian's
 * nginx with the shipped configuration rendered for this build (temp, pid and logs in a temp
 * folder; no root needed).
 *
 * Environment: BUILD_DIR (default build), HTTP_TEST_PORT (default 4181; nginx gets the next
 * port), NGINX_BIN (default: nginx on PATH or /usr/sbin/nginx).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadGonePaths, renderNginx } from "../../scripts/build/deploy-config.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const buildDir = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build");
export const clientDir = path.join(buildDir, "client");
const basePort = Number(process.env.HTTP_TEST_PORT ?? 4181);

function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "nginx"))) return path.join(dir, "nginx");
  }
  return "/usr/sbin/nginx";
}

/** Resolves when a GET / answers 200, rejects after `timeoutMs`. */
async function waitUntilUp(/** @type {string} */ origin, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}/`);
      await res.arrayBuffer();
      if (res.status === 200) return;
      lastError = new Error(`status ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${origin} did not come up: ${lastError}`);
}

/** Fails early with a clear message when a port is taken (a stale server would be tested). */
async function assertPortFree(/** @type {number} */ port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} on 127.0.0.1 is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(undefined)));
  });
}

/**
 * @typedef {{ name: string, origin: string, port: number, output: () => string,
 *   stop: () => Promise<number | null> }} RunningServer
 */

/** @param {import("node:child_process").ChildProcess} child */
function collect(child) {
  let text = "";
  child.stdout?.on("data", (d) => (text += d));
  child.stderr?.on("data", (d) => (text += d));
  return () => text;
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} signal */
function stopChild(child, signal) {
  return /** @type {Promise<number | null>} */ (
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
      child.once("exit", (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      child.kill(signal);
    })
  );
}

/** A port on 127.0.0.1 that was free a moment ago (for a server of a test's own build). */
export async function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    })
  );
}

/**
 * @param {number} [port]
 * @param {string} [build] a build folder, with its client folder and its headers file: BUILD_DIR's by default
 * @returns {Promise<RunningServer>}
 */
export async function startEmbedded(port = basePort, build = buildDir) {
  await assertPortFree(port);
  const child = spawn(
    process.execPath,
    [
      "server/serve.mjs",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--dir",
      path.join(build, "client"),
    ],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  const output = collect(child);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(origin);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error}\n${output()}`);
  }
  return { name: "embedded", origin, port, output, stop: () => stopChild(child, "SIGTERM") };
}

/**
 * @param {number} [port]
 * @param {string} [build] a build folder, with its client folder and its headers file: BUILD_DIR's by default
 * @returns {Promise<RunningServer>}
 */
export async function startNginx(port = basePort + 1, build = buildDir) {
  await assertPortFree(port);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "site-nginx-"));
  const headers = JSON.parse(await readFile(path.join(build, "deploy", "headers.json"), "utf8"));
  const conf = path.join(tmp, "nginx.conf");
  const errorLog = path.join(tmp, "error.log");
  await writeFile(
    conf,
    await renderNginx(headers, {
      root: path.join(build, "client"),
      listen: `127.0.0.1:${port}`,
      tmp,
      accessLog: "off",
      errorLog,
      gone: await loadGonePaths(path.join(build, "client")),
    }),
  );
  const child = spawn(nginxBinary(), ["-p", tmp, "-e", errorLog, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collect(child);
  const origin = `http://127.0.0.1:${port}`;
  const log = async () => output() + (existsSync(errorLog) ? await readFile(errorLog, "utf8") : "");
  try {
    await waitUntilUp(origin);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error}\n${await log()}`);
  }
  return {
    name: "nginx",
    origin,
    port,
    output,
    stop: async () => {
      const code = await stopChild(child, "SIGQUIT");
      await rm(tmp, { recursive: true, force: true });
      return code;
    },
  };
}
