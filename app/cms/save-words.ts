/**
 * What a save did, in a marketer's words (fourth marketer review, decision 0816). Decap says
 * "Published" and "Entry saved" whatever its backend does; under `npm run cms` (its local
 * backend) a save only writes a file in this copy of the site, and the live site changes after
 * the next build. On a git host a save is a commit, and the host's build puts it live.
 */
export type BackendKind = "local" | "github";

export interface SaveWords {
  /** Decap's notice after a save (`ui.toast.entrySaved`). */
  saved: string;
  /** The toolbar's status once the entry has no unsaved change (`editorToolbar.published`). */
  published: string;
  /** The link to the page after a save (`editorToolbar.deployButtonLabel`). */
  pageLink: string;
  /** The same link while Decap looks for it (`deployPreviewPendingButtonLabel`). */
  pageLinkPending: string;
}

export function saveWords(kind: BackendKind): SaveWords {
  if (kind === "local")
    return {
      saved: "Saved to this copy of the site. The live site shows it after the next build.",
      published: "Saved in this copy",
      pageLink: "Open the page's local preview",
      pageLinkPending: "Find the page's local preview",
    };
  return {
    saved: "Saved. The live site shows it once the host's next build is done (a few minutes).",
    published: "Published",
    pageLink: "Open the published page",
    pageLinkPending: "Find the published page",
  };
}
