import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bundleStats } from "./scripts/build/bundle-stats.mjs";
import { chunkGroups } from "./scripts/build/chunk-groups.mjs";
import { contentData } from "./scripts/build/content-data.mjs";
import { contentFiles } from "./app/content/schemas/registry.ts";

export default defineConfig({
  plugins: [contentData(contentFiles), tailwindcss(), reactRouter(), chunkGroups(), bundleStats()],
  build: {
    // Inline nothing: every asset is a hashed file so the CSP needs no data: scripts.
    assetsInlineLimit: 0,
  },
});
