import ArrowRight from "lucide-react/icons/arrow-right";
import Search from "lucide-react/icons/search";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "../components/ButtonLink";
import { HeroEnd } from "../components/HeroEnd";
import { notFoundConsoleMessage } from "../content/error-pages";
import { notFoundPage } from "../content/not-found";
import { NOT_FOUND_PRERENDER_PATH } from "../content/routes-constants";
import { SEARCH_PATH } from "../content/search-entry";
import { seo } from "../meta/seo";

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
 * path matches the prerendered HTML. Beside the way home: a search box (a plain GET form, so it
 * works before hydration) and the main destinations.
 */
/** The history entry whose path was logged: the page can mount twice for one entry (root.tsx). */
let loggedEntry: string | undefined;

export default function NotFoundRoute() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (loggedEntry === key) return;
    loggedEntry = key;
    console.warn(notFoundConsoleMessage, pathname);
  }, [pathname, key]);
  const { search } = notFoundPage;

  return (
    <section className="border-b border-ink-100 bg-sand-100">
      <div className="container-page grid grid-cols-1 gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <p className="font-display text-[clamp(4.5rem,12vw,8rem)] leading-none font-semibold text-teal-700">
            {notFoundPage.code}
          </p>
          <h1 className="mt-3 font-display text-h2 text-ink-950">{notFoundPage.heading}</h1>
          <p className="mt-4 max-w-xl text-lead text-ink-700">{notFoundPage.lead}</p>
          <ButtonLink to={notFoundPage.homeLink.to} arrow={false} className="mt-8">
            {notFoundPage.homeLink.label}
          </ButtonLink>
        </div>
        <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
          <form action={SEARCH_PATH} method="get" role="search" aria-label={search.label}>
            <label htmlFor="not-found-search" className="eyebrow">
              {search.label}
            </label>
            <div className="mt-3 flex rounded-full border border-ink-200 bg-white focus-within:border-ink-900">
              <input
                id="not-found-search"
                type="search"
                name="q"
                placeholder={search.placeholder}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-l-full bg-transparent py-3 pl-5 text-ink-950 placeholder:text-ink-500"
              />
              <button
                type="submit"
                aria-label={search.submit}
                className="m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-white hover:bg-ink-800"
              >
                <Search aria-hidden="true" size={18} />
              </button>
            </div>
          </form>
          <nav aria-labelledby="not-found-destinations" className="mt-8">
            <h2 id="not-found-destinations" className="eyebrow">
              {notFoundPage.destinationsHeading}
            </h2>
            <ul className="mt-3 divide-y divide-ink-100">
              {notFoundPage.destinations.map((d) => (
                <li key={d.to}>
                  <Link
                    discover="none"
                    to={d.to}
                    className="group flex items-center justify-between gap-4 py-3.5 hover:text-teal-700"
                  >
                    <span>
                      <span className="block font-semibold text-ink-950 group-hover:text-teal-700">
                        {d.label}
                      </span>
                      <span className="block text-sm text-ink-600">{d.text}</span>
                    </span>
                    <ArrowRight aria-hidden="true" size={18} className="shrink-0 text-teal-700" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}
