import { useLocation } from "react-router";
import { PageHero } from "../components/PageHero";
import { findItemByPath, resourceItemPath, resourceSections } from "../content/resources";
import { seo } from "../lib/seo";
import type { Route } from "./+types/resource-item";

const fallback = { section: resourceSections[0]!, item: resourceSections[0]!.items[0]! };

export const meta = ({ location }: Route.MetaArgs) => {
  const { section, item } = findItemByPath(location.pathname) ?? fallback;
  return seo({
    title: item.title,
    description: item.title,
    path: resourceItemPath(section, item.slug),
  });
};

export default function ResourceItemRoute() {
  const { section, item } = findItemByPath(useLocation().pathname) ?? fallback;
  return <PageHero eyebrow={section.title} title={item.title} />;
}
