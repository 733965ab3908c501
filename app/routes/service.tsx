import { useLocation } from "react-router";
import { pagePathOf } from "../catalog/resources-catalog.server";
import { serviceSectionFor } from "../catalog/service-sections.server";
import { Banner, BannerPair } from "../components/Banner";
import { servicePageChrome, servicePages } from "../content/service-pages";
import { findServiceByPath } from "../content/services";
import { deferred } from "../lib/deferred";
import { seo } from "../meta/seo";
import { ServiceSection } from "../sections/services/ServiceSection";
import { ServiceHero } from "../sections/services/ServiceHero";

// Below the hero: hydrated after it (app/lib/deferred.tsx).
const HighlightCard = deferred(
  () => import("../sections/services/HighlightCard"),
  (m) => m.HighlightCard,
);
const WorkflowSection = deferred(
  () => import("../sections/services/WorkflowSection"),
  (m) => m.WorkflowSection,
);
const ApproachCards = deferred(
  () => import("../sections/services/ApproachCards"),
  (m) => m.ApproachCards,
);
const QualityStack = deferred(
  () => import("../sections/services/QualityStack"),
  (m) => m.QualityStack,
);
const ReceiveGrid = deferred(
  () => import("../sections/services/ReceiveGrid"),
  (m) => m.ReceiveGrid,
);
import type { Route } from "./+types/service";
import NotFoundRoute, { meta as notFoundMeta } from "./not-found";

/** One template for the four service pages; the route path picks the service. */
function serviceFor(pathname: string) {
  const summary = findServiceByPath(pathname);
  return summary && { summary, page: servicePages[summary.slug] };
}

/** Build time only: the section only this service has, its chart drawn as markup (issue 39). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const summary = findServiceByPath(pagePathOf(request));
  return { unique: summary ? serviceSectionFor(summary.slug) : null };
};

export const meta = ({ location }: Route.MetaArgs) => {
  const service = serviceFor(location.pathname);
  if (!service) return notFoundMeta();
  const { summary, page } = service;
  return seo({ title: summary.title, description: page.seoDescription, path: summary.path });
};

export default function ServiceRoute({ loaderData }: Partial<Route.ComponentProps>) {
  const { pathname } = useLocation();
  const service = serviceFor(pathname);
  // An unknown slug reached by a client-side navigation: the 404 page, as the server answers.
  if (!service) return <NotFoundRoute />;
  const { summary, page } = service;
  const { resourcesBanner, contactBanner } = servicePageChrome;
  return (
    // key: a fresh tree per service, so widget state never carries across pages.
    <div key={summary.slug}>
      <ServiceHero page={page} summary={summary} />
      <HighlightCard page={page} />
      <WorkflowSection page={page} />
      <ApproachCards page={page} />
      <QualityStack page={page} />
      {loaderData?.unique && <ServiceSection slug={page.slug} section={loaderData.unique} />}
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
