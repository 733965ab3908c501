// @ts-check
/**
 * The pure part of `npm run bench:taps` (scripts/bench/taps.mjs): one control and tap time's
 * visits summed up. A visit whose answer never came (`ms` NaN) counts as slower than any other.
 * @param {{ ms: number, hydration: string }[]} samples
 * @param {number} goalMs
 * @returns {{ medianMs: number | null, within: number, hydration: string }}
 */
export function tapSummary(samples, goalMs) {
  const times = samples.map((s) => (Number.isFinite(s.ms) ? s.ms : Infinity)).sort((a, b) => a - b);
  const half = Math.floor(times.length / 2);
  const median =
    times.length % 2 ? (times[half] ?? NaN) : ((times[half - 1] ?? NaN) + (times[half] ?? NaN)) / 2;
  const counts = ["before", "top", "whole"]
    .map((state) => [state, samples.filter((s) => s.hydration === state).length])
    .filter(([, n]) => n)
    .map(([state, n]) => `${state} ${n}`);
  return {
    medianMs: Number.isFinite(median) ? Math.round(median) : null,
    within: times.filter((t) => t <= goalMs).length,
    hydration: counts.join(", "),
  };
}
