import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bundleStats } from "./scripts/build/bundle-stats.mjs";
import { chunkGroups } from "./scripts/build/chunk-groups.mjs";
import { ADMIN_MODE, adminBuildConfig, decapAdmin } from "./scripts/build/cms-admin.mjs";
import { contentData } from "./scripts/build/content-data.mjs";
import { contentReload } from "./scripts/build/content-reload.mjs";
import { uploadImages } from "./scripts/build/uploads.mjs";
import { contentFiles } from "./app/content/schemas/registry.ts";

/**
 * Plugins the site and the editor's own build share: the editor's previews use the site's
 * stylesheet, and its configuration the content schemas and data (docs/decisions/0801).
 */
const shared = () => [contentData(contentFiles), tailwindcss(), decapAdmin(), uploadImages()];

/**
 * A content preview (decision 0805): every mark on content still sample, to confirm or a
 * placeholder, a banner, and `noindex`. `npm run dev` and `npm run cms` are previews unless
 * CONTENT_PREVIEW=false; a build is one only with CONTENT_PREVIEW=true.
 */
const contentPreview = (command: string) =>
  process.env.CONTENT_PREVIEW ? process.env.CONTENT_PREVIEW === "true" : command === "serve";

export default defineConfig(({ mode, command }) =>
  mode === ADMIN_MODE
    ? // The editor at /admin/, built only when asked (CMS_ADMIN=true; scripts/build/cms-admin.mjs).
      { ...adminBuildConfig, plugins: shared() }
    : {
        plugins: [...shared(), contentReload(), reactRouter(), chunkGroups(), bundleStats()],
        define: { __CONTENT_PREVIEW__: JSON.stringify(contentPreview(command)) },
        // Under `npm run cms`, what the editor's preview draws with (decision 0811) is bundled
        // at start, not discovered on its first load (each discovery reloads the page).
        ...(process.env.CMS_ADMIN === "true"
          ? {
              optimizeDeps: {
                include: [
                  "react-dom/server",
                  "d3-scale",
                  "d3-shape",
                  "marked",
                  "entities",
                  "lucide-react/icons/arrow-up-right",
                  "lucide-react/icons/chevron-right",
                ],
              },
            }
          : {}),
        build: {
          // Inline nothing: every asset is a hashed file so the CSP needs no data: scripts.
          assetsInlineLimit: 0,
        },
      },
);
