// Set by vite.config.ts's `define` (app/lib/content-preview.ts).
interface ImportMetaEnv {
  readonly CONTENT_PREVIEW?: boolean;
}
