import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_ROUTE_ID } from "./content/routes-constants";
import { routeEntries } from "./catalog/routes-manifest";

export default [
  ...routeEntries.map((entry) =>
    entry.path === "/"
      ? index(entry.file, { id: entry.id })
      : route(entry.path, entry.file, { id: entry.id }),
  ),
  route("*", "routes/not-found.tsx", { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
