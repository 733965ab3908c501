import { Link, useLocation } from "react-router";
import { PageHero } from "../components/PageHero";
import {
  findSectionByPath,
  resourceLabels,
  resourceSections,
  resourcesPage,
} from "../content/resources";
import { seo } from "../lib/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { Breadcrumb } from "../sections/resources/Breadcrumb";
import { ResourceCard } from "../sections/resources/ResourceCard";
import type { Route } from "./+types/resource-section";

export const meta = ({ location }: Route.MetaArgs) => {
  const section = findSectionByPath(location.pathname) ?? resourceSections[0]!;
  // The Resource Center's name keeps "Case Studies" distinct from the /case-studies page.
  return seo({
    title: `${section.title} | ${resourcesPage.title}`,
    description: section.description,
    path: section.path,
  });
};

/** Index page of one Resource Center section (/resources/panel-books, /resources/blog …). */
export default function ResourceSectionRoute() {
  const section = findSectionByPath(useLocation().pathname) ?? resourceSections[0]!;
  const others = resourceSections.filter((s) => s.kind !== section.kind);
  return (
    <>
      <PageHero eyebrow={resourcesPage.eyebrow} title={section.title} lead={section.intro}>
        <div className="mt-8">
          <Breadcrumb
            trail={[resourceLabels.backToCenter, { label: section.title, to: section.path }]}
          />
        </div>
      </PageHero>
      <div className="container-page py-16 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item) => (
            <li key={item.slug}>
              <ResourceCard item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
        <nav
          aria-labelledby="other-sections-heading"
          className="mt-16 border-t border-ink-100 pt-10"
        >
          <h2 id="other-sections-heading" className="eyebrow">
            {resourcesPage.jumpLabel}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2.5">
            {others.map((other) => (
              <li key={other.kind}>
                <Link
                  to={other.path}
                  className="inline-flex rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 transition-colors hover:border-ink-900"
                >
                  {other.title}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={`${resourcesPage.path}#${section.anchor}`}
                className="inline-flex rounded-full px-4 py-2 text-sm font-semibold text-teal-700 hover:underline"
              >
                {resourcesPage.title}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <CtaBand id="section-closing-heading" {...resourcesPage.closing} />
    </>
  );
}
