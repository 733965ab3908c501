import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter, matchRoutes, type RouteObject } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { notFoundPage } from "./content/pages";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    /** The route modules the page's loader imported: the routes it was prerendered for. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** The site's route table as plain route objects (no modules), read from the manifest. */
function routeTree(): RouteObject[] {
  const routes = Object.values(window.__reactRouterManifest?.routes ?? {});
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * Whether the router will match the routes this page was prerendered for. Servers answer an
 * unknown path with the 404 page (prerendered for the catch-all route), but a path shaped like
 * a filter view (/resources/industry/no-such-industry) matches that route with a parameter in
 * the browser: hydrating would replace the 404 page with an error. Such a page stays as served,
 * complete and working without the script (docs/decisions/0002-routes-and-404.md).
 */
function prerenderedForThisPath(): boolean {
  const loaded = window.__reactRouterRouteModules ?? {};
  const matches = matchRoutes(routeTree(), window.location);
  return matches !== null && matches.every((match) => match.route.id! in loaded);
}

/**
 * Runs the router's set-up code once on a throwaway router. `<HydratedRouter>` creates its
 * router inside its first render, a task React cannot split, and on a fresh page much of that
 * task is V8 compiling the router's matching and set-up code on first call; done here, in a
 * task of its own, it leaves the hydration's first task shorter
 * (docs/decisions/0501-critical-path.md).
 */
function warmUpRouter() {
  createMemoryRouter(routeTree(), { initialEntries: [window.location.pathname] }).dispose();
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
  if (!prerenderedForThisPath()) {
    // The path is logged as the not-found route logs it (spec, section 8).
    if ("not-found" in (window.__reactRouterRouteModules ?? {})) {
      console.warn(notFoundPage.consoleMessage, window.location.pathname);
    }
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
