import { useLocation } from "react-router";
import { Banner, BannerPair } from "../components/Banner";
import { servicePageChrome, servicePages } from "../content/service-pages";
import { findServiceByPath, services } from "../content/services";
import { seo } from "../meta/seo";
import { ApproachCards } from "../sections/services/ApproachCards";
import { HighlightCard } from "../sections/services/HighlightCard";
import { QualityStack } from "../sections/services/QualityStack";
import { ReceiveGrid } from "../sections/services/ReceiveGrid";
import { ServiceHero } from "../sections/services/ServiceHero";
import { WorkflowSection } from "../sections/services/WorkflowSection";
import type { Route } from "./+types/service";

/** One template for the four service pages; the route path picks the service. */
function serviceFor(pathname: string) {
  const summary = findServiceByPath(pathname) ?? services[0]!;
  return { summary, page: servicePages[summary.slug] };
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { summary, page } = serviceFor(location.pathname);
  return seo({ title: summary.title, description: page.seoDescription, path: summary.path });
};

export default function ServiceRoute() {
  const { pathname } = useLocation();
  const { summary, page } = serviceFor(pathname);
  const { resourcesBanner, contactBanner } = servicePageChrome;
  return (
    // key: a fresh tree per service, so widget state never carries across pages.
    <div key={summary.slug}>
      <ServiceHero page={page} summary={summary} />
      <HighlightCard page={page} />
      <WorkflowSection page={page} />
      <ApproachCards page={page} />
      <QualityStack page={page} />
      {page.toolBanner && (
        <Banner headingId={`${page.slug}-tool-banner`} tone="light" {...page.toolBanner} />
      )}
      <ReceiveGrid page={page} />
      <BannerPair
        first={{ headingId: `${page.slug}-resources-banner`, ...resourcesBanner }}
        second={{ headingId: `${page.slug}-contact-banner`, ...contactBanner }}
      />
    </div>
  );
}
