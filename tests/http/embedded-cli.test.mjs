// @ts-check
/**
 * The embedded server as `npm start` runs it: configured by flags or PORT/HOST, one log line
 * with the URL on start, a clean exit on SIGINT and SIGTERM even with an open keep-alive
 * connection.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import { clientDir } from "./servers.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.HTTP_TEST_PORT ?? 4181) + 2;

/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
async function start(args, env) {
  const child = spawn(process.execPath, ["server/serve.mjs", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const deadline = Date.now() + 10_000;
  while (!output.includes("http://") && Date.now() < deadline && child.exitCode === null) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output };
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} signal */
function stop(child, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
    child.once("exit", (code, sig) => {
      clearTimeout(timer);
      resolve({ code, sig });
    });
    child.kill(signal);
  });
}

describe("embedded server command line", () => {
  it("takes PORT and HOST from the environment and logs one line with the URL", async () => {
    const { child, output } = await start([], {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: path.dirname(clientDir),
    });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/about`);
      assert.equal(res.status, 200);
      const lines = output().trim().split("\n");
      assert.equal(lines.length, 1, output());
      assert.match(lines[0] ?? "", new RegExp(`http://127\\.0\\.0\\.1:${port}$`));
    } finally {
      assert.deepEqual(await stop(child, "SIGINT"), { code: 0, sig: null });
    }
  });

  it("takes --port/--host/--dir flags and stops on SIGTERM despite an open keep-alive connection", async () => {
    const { child, output } = await start(
      ["--port", String(port), "--host", "localhost", "--dir", clientDir],
      {},
    );
    assert.match(output(), new RegExp(`http://localhost:${port}`));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve, reject) => {
      http
        .get(`http://localhost:${port}/`, { agent }, (res) => {
          res.resume();
          res.on("end", resolve);
        })
        .on("error", reject);
    });
    const started = Date.now();
    assert.deepEqual(await stop(child, "SIGTERM"), { code: 0, sig: null });
    assert.ok(Date.now() - started < 5000, "graceful stop took too long");
    agent.destroy();
  });

  it("refuses to start without a build", async () => {
    const { child, output } = await start(["--port", String(port), "--dir", "/nonexistent"], {});
    const result = await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once("exit", resolve);
    });
    assert.equal(result, 1);
    assert.match(output(), /npm run build/);
  });
});
