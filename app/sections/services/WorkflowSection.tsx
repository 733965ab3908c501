import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import type { ServicePage } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";
import { WorkflowTabs } from "./WorkflowTabs";
import { serviceAccentOnDark } from "./service-accent";

export function WorkflowSection({ page }: { page: ServicePage }) {
  const { workflow } = page;
  const headingId = `${page.slug}-workflow`;
  return (
    <Reveal as="section" aria-labelledby={headingId} className="container-page py-12 sm:py-24">
      <SectionHeading
        id={headingId}
        eyebrow={workflow.eyebrow}
        title={workflow.heading}
        lead={workflow.intro}
      />
      {/* The chosen tab in the service's deep tone, as its quality stack (decision 0952). */}
      <div className={`mt-8 sm:mt-10 ${serviceAccentOnDark[page.slug].tabs}`}>
        <WorkflowTabs
          steps={workflow.steps}
          label={workflow.tabListLabel}
          durationLabel={workflow.durationLabel}
          summarySpeedMs={TYPING_SPEED_MS[workflow.summarySpeed]}
        />
      </div>
    </Reveal>
  );
}
