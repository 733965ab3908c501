import { describe, expect, it } from "vitest";
import {
  matchesPrerenderedRoutes,
  routePathToNotFound,
  type ManifestRoutes,
} from "./hydration-target";

/** A manifest shaped like the site's: static pages, routes with a parameter, the catch-all. */
function manifest(): ManifestRoutes {
  return {
    root: { id: "root", path: "" },
    home: { id: "home", parentId: "root", index: true },
    services: { id: "services", parentId: "root", path: "/services" },
    service: { id: "service", parentId: "root", path: "/services/:service" },
    hybrid: { id: "hybrid", parentId: "root", path: "/services/custom-hybrid" },
    filter: { id: "filter", parentId: "root", path: "/resources/industry/:value" },
    "not-found": { id: "not-found", parentId: "root", path: "*" },
  };
}

const at = (pathname: string) => ({ pathname, search: "", hash: "" });
const notFoundPage = { root: {}, "not-found": {} };

describe("matchesPrerenderedRoutes", () => {
  it("holds when the router matches the routes the page was prerendered for", () => {
    expect(
      matchesPrerenderedRoutes(manifest(), { root: {}, service: {} }, at("/services/custom")),
    ).toBe(true);
    expect(matchesPrerenderedRoutes(manifest(), { root: {}, home: {} }, at("/"))).toBe(true);
    expect(matchesPrerenderedRoutes(manifest(), notFoundPage, at("/no-such-page"))).toBe(true);
  });

  it("fails for the 404 page at a path a route with a parameter matches", () => {
    expect(matchesPrerenderedRoutes(manifest(), notFoundPage, at("/services/nope"))).toBe(false);
    expect(matchesPrerenderedRoutes(manifest(), notFoundPage, at("/resources/industry/x"))).toBe(
      false,
    );
  });
});

describe("routePathToNotFound", () => {
  it("gives the not-found route the page's exact path, which then matches", () => {
    const routes = manifest();
    expect(routePathToNotFound(routes, notFoundPage, at("/services/nope"), "not-found")).toBe(true);
    expect(routes["not-found"]!.path).toBe("/services/nope");
    expect(matchesPrerenderedRoutes(routes, notFoundPage, at("/services/nope"))).toBe(true);
    // Real pages still match their own routes.
    expect(
      matchesPrerenderedRoutes(routes, { root: {}, service: {} }, at("/services/custom")),
    ).toBe(true);
  });

  it("uses the decoded path, as the router matches it", () => {
    const routes = manifest();
    expect(routePathToNotFound(routes, notFoundPage, at("/services/%E2%9C%93"), "not-found")).toBe(
      true,
    );
    expect(routes["not-found"]!.path).toBe("/services/✓");
  });

  it("leaves the manifest as it was when the path holds route syntax", () => {
    const routes = manifest();
    expect(routePathToNotFound(routes, notFoundPage, at("/services/:service"), "not-found")).toBe(
      false,
    );
    expect(routes["not-found"]!.path).toBe("*");
  });

  it("does nothing on a page that is not the 404 page", () => {
    const routes = manifest();
    expect(
      routePathToNotFound(routes, { root: {}, home: {} }, at("/services/nope"), "not-found"),
    ).toBe(false);
    expect(routes["not-found"]!.path).toBe("*");
  });
});
