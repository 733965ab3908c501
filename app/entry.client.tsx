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

const loadedRoutes = () => window.__reactRouterRouteModules ?? {};

/** Whether the router matches the routes this page was prerendered for (their modules ran). */
function matchesPrerenderedRoutes(): boolean {
  const matches = matchRoutes(routeTree(), window.location);
  return matches !== null && matches.every((match) => match.route.id! in loadedRoutes());
}

/**
 * Servers answer an unknown path with the 404 page, prerendered for the catch-all route. When
 * the path is shaped like a page of a route with a parameter (/services/nope), the router
 * would match that route instead and hydrating would replace the 404 page with an error. For
 * this page only, the not-found route takes this exact path, which outranks any parameter.
 * Client navigations from here reach only real pages (the site links to no unknown path).
 */
function routeThisPathToNotFound(): boolean {
  const notFound = window.__reactRouterManifest?.routes["not-found"];
  const rest = matchRoutes([{ path: "*" }], window.location)?.[0]?.params["*"];
  if (!notFound || !("not-found" in loadedRoutes()) || rest === undefined) return false;
  const catchAll = notFound.path;
  notFound.path = `/${rest}`;
  if (matchesPrerenderedRoutes()) return true;
  notFound.path = catchAll;
  return false;
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
  if (!matchesPrerenderedRoutes() && !routeThisPathToNotFound()) {
    // The page stays as served, working without the script (decision 0504). A 404 page still
    // logs its path, as the not-found route does (a path with `?` or `:` in a segment).
    if ("not-found" in loadedRoutes()) console.warn(notFoundPage.consoleMessage, location.pathname);
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
