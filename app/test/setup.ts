import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { deferredPartsSettled } from "../lib/deferred";

// Test files share a worker's document (vitest.config.ts, isolate: false): leave it empty.
afterEach(() => {
  cleanup();
  if (typeof document !== "undefined") document.body.replaceChildren();
});
// Importing a route starts its deferred parts' code loading (lib/deferred.tsx): let it finish
// before the environment is torn down.
afterAll(() => deferredPartsSettled());
