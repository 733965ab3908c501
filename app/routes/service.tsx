import { useLocation } from "react-router";
import { PageHero } from "../components/PageHero";
import { findServiceByPath, services } from "../content/services";
import { seo } from "../lib/seo";
import type { Route } from "./+types/service";

/** One template for the four service pages; the route path picks the service. */
export const meta = ({ location }: Route.MetaArgs) => {
  const service = findServiceByPath(location.pathname) ?? services[0]!;
  return seo({ title: service.title, description: service.blurb, path: service.path });
};

export default function ServiceRoute() {
  const { pathname } = useLocation();
  const service = findServiceByPath(pathname) ?? services[0]!;
  return <PageHero eyebrow="Services" title={service.title} lead={service.blurb} />;
}
