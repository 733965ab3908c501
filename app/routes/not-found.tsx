import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { notFoundPage } from "../content/error-pages";
import { NOT_FOUND_PRERENDER_PATH } from "../content/routes-constants";
import { seo } from "../lib/seo";
import { HeroEnd } from "../components/HeroEnd";

export const meta = () =>
  seo({
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: NOT_FOUND_PRERENDER_PATH,
    noindex: true,
  });

/**
 * Rendered for every unknown path. Prerendered once (at /404); servers answer unknown paths
 * with that file and status 404. Its markup never depends on the URL, so hydrating it at any
 * path matches the prerendered HTML.
 */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(notFoundPage.consoleMessage, pathname);
  }, [pathname]);

  return (
    <section className="relative overflow-hidden bg-sand-100">
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
        <p
          aria-hidden="true"
          className="font-display text-[clamp(6rem,20vw,12rem)] leading-none font-semibold text-teal-700"
        >
          {notFoundPage.code}
        </p>
        <h1 className="mt-2 font-display text-h2 text-ink-950">
          <span className="sr-only">{notFoundPage.code}: </span>
          {notFoundPage.heading}
        </h1>
        <p className="mt-4 max-w-xl text-lead text-ink-700">{notFoundPage.lead}</p>
        <Link
          to={notFoundPage.homeLink.to}
          className="mt-8 inline-flex items-center rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-800"
        >
          {notFoundPage.homeLink.label}
        </Link>
      </div>
      <HeroEnd />
    </section>
  );
}
