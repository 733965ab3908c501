import { useLocation } from "react-router";
import { pagePathOf } from "../catalog/resources-catalog.server";
import { servicePageHtml } from "../catalog/service-page.server";
import { serviceLayoutFor } from "../catalog/service-sections.server";
import { Banner, BannerPair } from "../components/Banner";
import { servicePages } from "../content/service-pages";
import { findServiceByPath } from "../content/services";
import { deferred } from "../lib/deferred";
import { tagsFromData } from "../lib/html-in-data";
import { seo } from "../meta/seo";
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

/**
 * Build time only: the page's proof and the section only this service has, rendered to HTML
 * (decision 0908; the own section: issue 39), so their code and data never reach the browser.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const summary = findServiceByPath(pagePathOf(request));
  return {
    html: summary ? servicePageHtml(summary.slug) : "",
    // Each page's own order of its sections and its own closing (decision 0916).
    layout: summary ? serviceLayoutFor(summary.slug) : null,
  };
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
  const layout = loaderData?.layout;
  const sections = {
    workflow: <WorkflowSection key="workflow" page={page} />,
    approach: <ApproachCards key="approach" page={page} />,
    quality: <QualityStack key="quality" page={page} />,
    receive: <ReceiveGrid key="receive" page={page} />,
  };
  return (
    // key: a fresh tree per service, so widget state never carries across pages.
    <div key={summary.slug}>
      <ServiceHero page={page} summary={summary} />
      <HighlightCard page={page} />
      {/* The proof and the own section lead, right under the highlight (decision 0908). */}
      {loaderData?.html && (
        <div dangerouslySetInnerHTML={{ __html: tagsFromData(loaderData.html) }} />
      )}
      {/* The calculator's banner stays under the chart it continues (quantitative). */}
      {page.toolBanner && (
        <Banner headingId={`${page.slug}-tool-banner`} tone="light" {...page.toolBanner} />
      )}
      {layout?.order.map((name) => sections[name])}
      {layout && (
        <BannerPair
          first={{ headingId: `${page.slug}-resources-banner`, ...layout.closing.resources }}
          second={{ headingId: `${page.slug}-contact-banner`, ...layout.closing.contact }}
        />
      )}
    </div>
  );
}
