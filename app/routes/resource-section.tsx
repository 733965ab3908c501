import { Link, useLocation } from "react-router";
import { PageHero } from "../components/PageHero";
import { findSectionByPath, resourceItemPath, resourceSections } from "../content/resources";
import { seo } from "../lib/seo";
import type { Route } from "./+types/resource-section";

export const meta = ({ location }: Route.MetaArgs) => {
  const section = findSectionByPath(location.pathname) ?? resourceSections[0]!;
  return seo({ title: section.title, description: section.title, path: section.path });
};

export default function ResourceSectionRoute() {
  const section = findSectionByPath(useLocation().pathname) ?? resourceSections[0]!;
  return (
    <PageHero eyebrow="Resources" title={section.title}>
      <ul className="mt-8 space-y-2">
        {section.items.map((item) => (
          <li key={item.slug}>
            <Link className="underline" to={resourceItemPath(section, item.slug)}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
