import { matchRoutes, type RouteObject } from "react-router";

/** A route as React Router's manifest lists it (window.__reactRouterManifest.routes). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export type ManifestRoutes = Record<string, ManifestRoute>;
type Where = Pick<Location, "pathname" | "search" | "hash">;

/** The route table as plain route objects (no modules), for matching before the router exists. */
function routeTree(routes: ManifestRoutes): RouteObject[] {
  const all = Object.values(routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * Whether the router will match the routes the page was prerendered for: `prerendered` holds
 * their ids (the route modules React Router's module script imported).
 */
export function matchesPrerenderedRoutes(
  routes: ManifestRoutes,
  prerendered: Record<string, unknown>,
  where: Where,
): boolean {
  const matches = matchRoutes(routeTree(routes), where);
  return matches !== null && matches.every((match) => match.route.id! in prerendered);
}

/**
 * Servers answer an unknown path with the 404 page, prerendered for the catch-all route. When
 * the path is shaped like a page of a route with a parameter (/services/nope), the router would
 * match that route instead, and hydrating would replace the 404 page with an error. This gives
 * the not-found route, in this page's manifest only, the exact path, which outranks any
 * parameter. Returns whether the router now matches the prerendered routes; if not (a segment
 * with route syntax such as `?` or `:`), the manifest is left as it was. `notFoundId` is the
 * not-found route's id (content/routes-constants.ts).
 */
export function routePathToNotFound(
  routes: ManifestRoutes,
  prerendered: Record<string, unknown>,
  where: Where,
  notFoundId: string,
): boolean {
  const notFound = routes[notFoundId];
  const rest = matchRoutes([{ path: "*" }], where)?.[0]?.params["*"];
  if (!notFound || !(notFoundId in prerendered) || rest === undefined) return false;
  const catchAll = notFound.path;
  notFound.path = `/${rest}`;
  if (matchesPrerenderedRoutes(routes, prerendered, where)) return true;
  notFound.path = catchAll;
  return false;
}
