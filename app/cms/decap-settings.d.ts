/** Settings the build gives the editor (scripts/build/cms-admin.mjs, virtual:decap-settings). */
declare module "virtual:decap-settings" {
  import type { FolderEntry } from "./entry-check";
  const settings: {
    /** Where Decap's bundle and its chunks are served, ending in "/". */
    decapBase: string;
    /** The login screen's logo: the firm's mark and name, served with the editor. */
    logoUrl: string;
    /** Base names of the illustrations in public/images. */
    images: string[];
    /** Every path the site answers but its redirects (app/catalog/site-paths.server.ts). */
    sitePaths: string[];
    /**
     * The entries in each folder collection's folder, by folder: each file's name (without
     * extension), and its front matter's title and section when it has them.
     */
    folderNames: Record<string, FolderEntry[]>;
    backend:
      | { kind: "local"; port: number }
      | { kind: "github"; repo: string; branch: string; baseUrl?: string };
  };
  export default settings;
}
