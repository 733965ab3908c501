/**
 * Whether this build is a content preview (issue 47, decision 0805): `npm run dev` and
 * `npm run cms` by default, a build only with `CONTENT_PREVIEW=true`. vite.config.ts replaces
 * `__CONTENT_PREVIEW__` with a constant, so a production build drops every mark. Outside Vite
 * (Node reading the route table for the browser tests, the unit tests) it is not defined: no
 * preview, where `import.meta.env` itself would not exist.
 */
export const contentPreview: boolean =
  typeof __CONTENT_PREVIEW__ !== "undefined" && __CONTENT_PREVIEW__;

/** Whether an entry is shown: a claim still to confirm is left out of a production build. */
export const shown = (entry: { status?: string | undefined }): boolean =>
  contentPreview || entry.status !== "to-confirm";

/** The classes of a preview's inline mark (StatusMark, and the charts drawn at build). */
export const inlineMarkClass =
  "ml-1 inline-block rounded-md border border-dashed border-ink-500 bg-white px-1.5 align-middle text-xs font-semibold text-ink-700";
