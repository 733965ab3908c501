import { PageHero } from "../components/PageHero";
import { resourceSections, resourcesPage as page } from "../content/resources";
import { seo } from "../lib/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { FeaturedResources } from "../sections/resources/FeaturedResources";
import { ResourceJumpNav } from "../sections/resources/ResourceJumpNav";
import { ResourceSectionBlock } from "../sections/resources/ResourceSectionBlock";

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function ResourcesRoute() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead}>
        <ResourceJumpNav />
      </PageHero>
      <div className="container-page">
        <FeaturedResources />
        <div className="mt-16 sm:mt-20">
          {resourceSections.map((section) => (
            <ResourceSectionBlock key={section.kind} section={section} />
          ))}
        </div>
      </div>
      <CtaBand id="resources-closing-heading" {...page.closing} />
    </>
  );
}
