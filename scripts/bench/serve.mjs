// @ts-check
/**
 * The benches' servers (scripts/bench/peer.mjs, taps.mjs): started as Node processes, waited for
 * until they answer, stopped when the bench's process exits.
 */
import { spawn } from "node:child_process";

/** @type {import("node:child_process").ChildProcess[]} */
const started = [];
process.on("exit", () => started.forEach((server) => server.kill("SIGTERM")));

/** @param {string} origin */
const answers = (origin) =>
  fetch(`${origin}/`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Runs `node ...args`, a server for `origin`, and waits up to 10 s until it answers. An origin
 * that answers before the start is refused: a server left by an earlier run would answer in
 * this one's place. `bench` names the bench in the errors.
 * @param {string} bench @param {string[]} args @param {string} origin
 */
export async function serveAt(bench, args, origin) {
  if (await answers(origin)) throw new Error(`${bench}: ${origin} is taken`);
  started.push(spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"] }));
  for (let i = 0; i < 100; i++) {
    if (await answers(origin)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${bench}: no answer from ${args.join(" ")} at ${origin}`);
}
