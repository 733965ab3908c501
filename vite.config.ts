import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: every asset is a hashed file so the CSP needs no data: scripts.
    assetsInlineLimit: 0,
  },
});
