import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, after one step. A static host may serve a page at its
// file URL (/about/index.html: Netlify redirects over an existing file only when forced), and
// the router, which knows the page by its clean path only, would hydrate it as the 404 page. So
// the address becomes the page's clean path (/about, / for /index.html) before the router reads
// it (decision 0402). Nothing is imported from the app: the entry stays one small file.
const { pathname, search, hash } = window.location;
const FILE = "/index.html";
if (pathname.endsWith(FILE)) {
  window.history.replaceState(
    window.history.state,
    "",
    `${pathname.slice(0, -FILE.length) || "/"}${search}${hash}`,
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
