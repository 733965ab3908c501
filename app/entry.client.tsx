import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { notFoundPage } from "./content/error-pages";
import { NOT_FOUND_ROUTE_ID } from "./content/routes-constants";
import {
  matchesPrerenderedRoutes,
  routePathToNotFound,
  routeTree,
  type ManifestRoutes,
} from "./lib/hydration-target";

declare global {
  interface Window {
    __reactRouterManifest?: { routes: ManifestRoutes };
    /** The route modules the page's loader imported: the routes it was prerendered for. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

const routes = window.__reactRouterManifest?.routes ?? {};
const prerendered = window.__reactRouterRouteModules ?? {};

/**
 * Runs the router's set-up code once on a throwaway router. `<HydratedRouter>` creates its
 * router inside its first render, a task React cannot split, and on a fresh page much of that
 * task is V8 compiling the router's matching and set-up code on first call; done here, in a
 * task of its own, it leaves the hydration's first task shorter
 * (docs/decisions/0501-critical-path.md).
 */
function warmUpRouter() {
  createMemoryRouter(routeTree(routes), { initialEntries: [location.pathname] }).dispose();
  // The router's view-transition restore reads sessionStorage; the first access opens it.
  void window.sessionStorage?.length;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** One task each: none of them long enough to hold up a tap. */
setTimeout(() => {
  if (
    !matchesPrerenderedRoutes(routes, prerendered, location) &&
    !routePathToNotFound(routes, prerendered, location)
  ) {
    // The page stays as served, working without the script (decisions 0002, 0504). A 404 page
    // still logs its path, as the not-found route does.
    if (NOT_FOUND_ROUTE_ID in prerendered)
      console.warn(notFoundPage.consoleMessage, location.pathname);
    return;
  }
  setTimeout(() => {
    try {
      warmUpRouter();
    } catch {
      // Only a warm-up: hydration happens whatever it does.
    }
    setTimeout(hydrate);
  });
});
