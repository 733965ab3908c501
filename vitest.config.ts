import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router Vite plugin.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
  },
});
