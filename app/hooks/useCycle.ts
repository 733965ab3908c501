import { useEffect, useState } from "react";

/**
 * An index that steps 0, 1, …, count-1, 0 … every `intervalMs` while `active`. Pausing keeps
 * the current index; resuming waits a full interval before the next step.
 */
export function useCycle(count: number, intervalMs: number, active: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(id);
  }, [active, count, intervalMs]);
  return index;
}
