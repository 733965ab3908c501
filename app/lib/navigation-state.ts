/**
 * The one shape of this site's in-app navigation state (React Router's `state`): what the home
 * page's industries strip sends, and what an in-page selection sets when it changes only the URL.
 */
export interface NavigationState {
  /** Arrived from the home page's industries strip: the industries page focuses the name. */
  fromStrip?: true;
  /** Only the URL changed (e.g. a hash): keep the scroll position. */
  keepScroll?: true;
  /** Written by the /search box (useSearchQuery): a query still being typed, or submitted. */
  search?: "draft" | "submitted";
}
