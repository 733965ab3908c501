import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageOfFileUrl } from "./lib/page-path";

// React Router's default client entry, after one step. A static host may serve a page at its
// file URL (/about/index.html: Netlify redirects over an existing file only when forced), and
// the router, which knows the page by its clean path only, would hydrate it as the 404 page. So
// the address becomes the page's clean path before the router reads it (decision 0402).
const page = pageOfFileUrl(window.location.pathname);
if (page) {
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${page}${search}${hash}`);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
