/** Settings the build gives the editor (scripts/build/cms-admin.mjs, virtual:decap-settings). */
declare module "virtual:decap-settings" {
  const settings: {
    /** Where Decap's bundle and its chunks are served, ending in "/". */
    decapBase: string;
    /** Base names of the illustrations in public/images. */
    images: string[];
    /** Every path the site answers but its redirects (app/catalog/site-paths.server.ts). */
    sitePaths: string[];
    /** The file names (without extension) in each folder collection's folder, by folder. */
    folderNames: Record<string, string[]>;
    backend:
      | { kind: "local"; port: number }
      | { kind: "github"; repo: string; branch: string; baseUrl?: string };
  };
  export default settings;
}
