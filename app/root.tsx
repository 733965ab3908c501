import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { ReactNode } from "react";
import type { Location } from "react-router";
import type { Route } from "./+types/root";
import frauncesCore from "./fonts/fraunces-core.woff2?url";
import interCore from "./fonts/inter-core.woff2?url";
import { HERO_END_ID } from "./components/HeroEnd";
import { PageHero } from "./components/PageHero";
import { SiteHeader } from "./components/layout/SiteHeader";
import { PreviewBanner } from "./components/StatusMark";
import { contentPreview } from "./lib/content-preview";
import { skipLinkLabel } from "./content/navigation";
import { errorPage } from "./content/error-pages";
import { NOT_FOUND_ROUTE_ID } from "./content/routes-constants";
import { site } from "./content/site";
import { NotFoundShellContext } from "./hooks/useCurrentPath";
import { useHydrationMarks } from "./hooks/useHydrationMarks";
import { deferred } from "./lib/deferred";
import { isNotFoundError } from "./lib/not-found";
import { SCRIPT_FAILURE_SCRIPT } from "./lib/script-failure";
import { resourceFeed } from "./content/resource-feed";
import { useScrollOnNavigate } from "./hooks/useScrollOnNavigate";
import NotFoundRoute, { meta as notFoundMeta } from "./routes/not-found";
import stylesheet from "./styles/app.css?url";

// Hydrated after the header and the page's hero (app/lib/deferred.tsx).
const SiteFooter = deferred(
  () => import("./components/layout/SiteFooter"),
  (m) => m.SiteFooter,
);

export const links: LinksFunction = () => [
  // Headings (the LCP text) use Fraunces, body text Inter: preload their core subsets.
  { rel: "preload", href: frauncesCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A React 19 stylesheet resource: React puts it ahead of the module hints React Router renders,
  // so the phone asks for it among its first requests (decision 0520).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: resourceFeed.path,
    title: resourceFeed.title,
  },
];

/**
 * Where `<ScrollRestoration>` keeps an entry's offset: React Router's key, or, for an entry the
 * router did not make (a plain #fragment link, which all get the key "default"), its URL.
 */
const scrollKey = (location: Location) =>
  location.key === "default"
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* No frame before the top bar and the page's hero are parsed (components/HeroEnd.tsx). */}
        <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
        <Meta />
        {/* A classic script, listening before any script or hint can fail. In the built page the
            stylesheet React puts first is a <style> by then (decision 0528), so it holds up
            nothing (app/lib/script-failure.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SCRIPT_FAILURE_SCRIPT }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
      </body>
    </html>
  );
}

/** The page's frame: skip link, header, main, footer. `notFound` around the 404 page. */
function PageShell({ children, notFound = false }: { children: ReactNode; notFound?: boolean }) {
  useHydrationMarks();
  return (
    <NotFoundShellContext value={notFound}>
      <a href="#main" className="skip-link">
        {skipLinkLabel}
      </a>
      {/* A preview says so above every page; a production build has no banner (decision 0805). */}
      {contentPreview && <PreviewBanner />}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </NotFoundShellContext>
  );
}

export default function App() {
  useScrollOnNavigate();
  // The catch-all route: the 404 page, its navigation marking no page as current.
  const notFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID;
  return (
    <PageShell notFound={notFound}>
      <Outlet />
    </PageShell>
  );
}

/**
 * Shown only while the router loads a route this page was not prerendered for: the 404 page
 * served at an unknown path shaped like a page of a route with a parameter (/services/nope).
 * It is the 404 page, so hydration matches the served HTML (decision 0002).
 */
export function HydrateFallback() {
  return (
    <PageShell notFound>
      <NotFoundRoute />
    </PageShell>
  );
}

export const meta = ({ error, location }: Route.MetaArgs) =>
  error && isNotFoundError(error, location.pathname) ? notFoundMeta() : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  // An unknown path's data does not exist: the route fails to load it, and this is the 404 page.
  if (isNotFoundError(error, pathname)) {
    return (
      <PageShell notFound>
        <NotFoundRoute />
      </PageShell>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorPage.lead;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <PageShell>
      <PageHero eyebrow={errorPage.eyebrow} title={errorPage.title} lead={detail} />
    </PageShell>
  );
}
