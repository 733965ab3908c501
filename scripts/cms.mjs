#!/usr/bin/env node
// @ts-check
/**
 * `npm run cms`: the site's dev server with the content editor at /admin/, and decap-server,
 * the local backend that writes the editor's changes into this working tree
 * (docs/decisions/0801-content-editor.md). The site listens on PORT and HOST (defaults 3000 and
 * 127.0.0.1, as `npm start`), decap-server on DECAP_PORT (default 8081; it reads PORT itself, so
 * it is given its own). Stops both when either stops or on Ctrl-C.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DECAP_PORT } from "./build/cms-admin.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (/** @type {string} */ file) => path.join(root, "node_modules", file);
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
const decapPort = process.env.DECAP_PORT ?? String(DEFAULT_DECAP_PORT);
for (const [name, value] of /** @type {[string, string][]} */ ([
  ["PORT", port],
  ["DECAP_PORT", decapPort],
])) {
  if (!/^\d{1,5}$/.test(value)) {
    console.error(`Invalid ${name}: ${value}`);
    process.exit(1);
  }
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;
const stop = (/** @type {number} */ code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
};

/** @param {string} script @param {string[]} args @param {NodeJS.ProcessEnv} env */
const start = (script, args, env) => {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  child.on("exit", (code) => stop(code ?? 1));
  children.push(child);
};

// The local backend: files are written into this working tree (its "fs" mode; no commits).
start(bin("decap-server/dist/index.js"), [], {
  PORT: decapPort,
  BIND_HOST: host,
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
start(bin("@react-router/dev/bin.js"), ["dev", "--port", port, "--host", host, "--strictPort"], {
  CMS_ADMIN: "true",
  DECAP_PORT: decapPort,
});
console.log(`Content editor: http://${host.includes(":") ? `[${host}]` : host}:${port}/admin/`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
