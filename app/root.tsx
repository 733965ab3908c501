import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  type LinksFunction,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import frauncesCore from "./fonts/fraunces-core.woff2?url";
import interCore from "./fonts/inter-core.woff2?url";
import { HERO_END_ID } from "./components/HeroEnd";
import { PageHero } from "./components/PageHero";
import { SiteHeader } from "./components/layout/SiteHeader";
import { skipLinkLabel } from "./content/navigation";
import { errorPage } from "./content/error-pages";
import { site } from "./content/site";
import { useEarlyInputReplay } from "./hooks/useEarlyInputReplay";
import { deferred } from "./lib/deferred";
import { resourceFeed } from "./content/resource-feed";
import { useScrollOnNavigate } from "./hooks/useScrollOnNavigate";
import { EARLY_INPUT_SCRIPT } from "./lib/early-input";
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
  { rel: "stylesheet", href: stylesheet },
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
        {/* Holds input that needs the script until hydration (app/lib/early-input.ts). Before the
            stylesheet: a classic script after it would stop the parser until it has arrived. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-ink-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipLinkLabel}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  useScrollOnNavigate();
  // Marks the top hydrated; once the deferred parts are too, sets <html data-hydrated> (browser
  // tests wait for it) and replays pre-hydration input.
  useEarlyInputReplay();
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
