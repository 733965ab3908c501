import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { notFoundConsoleMessage } from "./content/error-pages";
import { NOT_FOUND_ROUTE_ID } from "./content/routes-constants";
import {
  matchesPrerenderedRoutes,
  routePathToNotFound,
  type ManifestRoutes,
} from "./lib/hydration-target";

declare global {
  interface Window {
    __reactRouterManifest?: { routes: ManifestRoutes };
    /** The route modules React Router's module script imported: the page's prerendered routes. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

const routes = window.__reactRouterManifest?.routes ?? {};
const prerendered = window.__reactRouterRouteModules ?? {};

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

/** In a task of its own after the modules ran: neither task long enough to hold up a tap. */
setTimeout(() => {
  if (
    !matchesPrerenderedRoutes(routes, prerendered, location) &&
    !routePathToNotFound(routes, prerendered, location, NOT_FOUND_ROUTE_ID)
  ) {
    // The page stays as served, working without the script (decisions 0002, 0504). A 404 page
    // still logs its path, as the not-found route does.
    if (NOT_FOUND_ROUTE_ID in prerendered) console.warn(notFoundConsoleMessage, location.pathname);
    return;
  }
  setTimeout(hydrate);
});
