// Set by vite.config.ts's `define` (app/lib/content-preview.ts).
declare const __CONTENT_PREVIEW__: boolean | undefined;
