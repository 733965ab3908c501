import Search from "lucide-react/icons/search";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  RESULTS_PAGE,
  SEARCH_BUNDLE_PATH,
  SEARCH_TYPING_PAUSE_MS,
  SEARCH_WORDS_FILE,
  searchPage as copy,
} from "../../content/search";
import { SEARCH_BOX_ID } from "../../content/search-entry";
import { useSearchQuery } from "../../hooks/useSearchQuery";
import type { Segment } from "../../lib/excerpt";
import { fill } from "../../lib/fill";
import type { SearchAnswer, SearchEngine } from "../../lib/search-engine";
import { SearchSuggestions } from "./SearchStart";

function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink-950">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * The /search box and its results: a plain GET form (so the address carries the query and the
 * header's form lands here), results as a list with a live count. Pagefind and the index are
 * fetched on the first focus, keystroke or a ?q= in the address, never before. The address
 * follows the box as history (useSearchQuery): Back returns to the previous search. `start`
 * is shown while the box is empty (also in the prerendered page). Without a script to run it
 * (JavaScript off, or the page's scripts failed to load) the form and its status give way to a
 * box that says so and links to what works instead (decision 0507).
 */
export function SearchPanel({ start }: { start?: ReactNode }) {
  const { query, type, submit } = useSearchQuery();
  const [status, setStatus] = useState<Status>("idle");
  const [results, setResults] = useState<SearchAnswer & { query: string }>();
  const engine = useRef<Promise<SearchEngine> | undefined>(undefined);
  const failures = useRef(0);
  /** The query last asked for: an answer to an older one arriving late is dropped. */
  const latest = useRef("");
  const inputId = SEARCH_BOX_ID;
  const inputRef = useRef<HTMLInputElement>(null);
  // Arriving from the header's search link (#search-box): the visitor came to type.
  useEffect(() => {
    if (window.location.hash === `#${SEARCH_BOX_ID}`) inputRef.current?.focus();
  }, []);

  const ensureEngine = useCallback(() => {
    if (!engine.current) {
      setStatus("loading");
      const loading = import("../../lib/search-engine").then((m) =>
        m.loadEngine({
          bundlePath: SEARCH_BUNDLE_PATH,
          attempt: failures.current,
          wordsFile: SEARCH_WORDS_FILE,
        }),
      );
      engine.current = loading;
      loading.then(
        () => setStatus("ready"),
        () => {
          // Forget the failed load: the next focus or query tries again.
          if (engine.current === loading) engine.current = undefined;
          failures.current += 1;
          setStatus("failed");
        },
      );
    }
    return engine.current;
  }, []);

  const run = useCallback(
    (value: string, limit: number) => {
      const q = value.trim();
      latest.current = q;
      if (!q) {
        setResults(undefined);
        return;
      }
      ensureEngine()
        .then((e) => e.search(q, limit))
        .then(
          (found) => {
            if (latest.current !== q) return;
            setStatus("ready");
            setResults({ query: q, ...found });
          },
          () => {
            if (latest.current !== q) return;
            // A chunk that failed to arrive: load everything afresh on the next query (a failed
            // load has already been forgotten and counted).
            if (engine.current) {
              engine.current = undefined;
              failures.current += 1;
            }
            setStatus("failed");
            setResults(undefined);
          },
        );
    },
    [ensureEngine],
  );

  // Whatever the box shows is searched once typing pauses: typing, a query in the address (the
  // header's form, a shared link) once hydrated, Back and Forward. The prerendered page has an
  // empty box.
  const [limit, setLimit] = useState(RESULTS_PAGE);
  useEffect(() => setLimit(RESULTS_PAGE), [query]);
  useEffect(() => {
    const timer = setTimeout(() => run(query, limit), SEARCH_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, limit, run]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const statusText =
    status === "failed"
      ? copy.failed
      : results
        ? results.corrected
          ? `${fill(copy.corrected, { typed: results.query })} ${copy.countText(results.total, results.corrected)}`
          : copy.countText(results.total, results.query)
        : status === "loading" && query.trim()
          ? copy.loading
          : copy.idle;

  return (
    <div>
      <form
        action={copy.path}
        method="get"
        role="search"
        aria-label={copy.label}
        onSubmit={onSubmit}
        // Without a script the box cannot search: a submit would only reload this page with an
        // empty box. Without JavaScript, or when the page's scripts failed to load, the form
        // gives way to what works instead (decision 0507).
        className="max-w-2xl noscript:hidden failed:hidden"
      >
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
          {copy.label}
        </label>
        {/* Stacked on phones: beside the button the field is too narrow for its placeholder. */}
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            onFocus={ensureEngine}
            onChange={(event) => type(event.target.value)}
            className="min-w-0 flex-1 rounded-full border border-ink-300 bg-white px-5 py-3 text-base text-ink-950 placeholder:text-ink-500 focus-visible:border-teal-700"
          />
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-ink-900 px-5 py-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-ink-800"
          >
            <Search aria-hidden="true" size={18} />
            {copy.submit}
          </button>
        </div>
      </form>
      <p role="status" className="mt-6 text-ink-700 noscript:hidden failed:hidden">
        {statusText}
      </p>
      <section
        aria-labelledby="search-noscript-heading"
        className="max-w-2xl rounded-card border border-ink-100 bg-sand-100 p-6 scripted:hidden failed:block"
      >
        <h2 id="search-noscript-heading" className="card-title">
          <span className="failed:hidden">{copy.noscript.heading}</span>
          <span className="hidden failed:inline">{copy.scriptsFailed.heading}</span>
        </h2>
        <p className="mt-3 text-ink-800">
          <span className="failed:hidden">{copy.noscript.text}</span>
          <span className="hidden failed:inline">{copy.scriptsFailed.text}</span>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {copy.noscript.links.map((link) => (
            <li key={link.to}>
              <Link
                discover="none"
                to={link.to}
                className="inline-flex rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-800 hover:border-ink-900"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {results && results.hits.length > 0 && (
        <ol aria-label={copy.resultsLabel} className="mt-6 max-w-3xl divide-y divide-ink-100">
          {results.hits.map((hit) => (
            <li key={hit.url} className="py-5">
              <p className="text-xs font-semibold tracking-[0.14em] text-teal-800 uppercase">
                <Marked segments={hit.section} />
              </p>
              <h2 className="card-title mt-1">
                <Link discover="none" to={hit.url} className="hover:underline">
                  <Marked segments={hit.title} />
                </Link>
              </h2>
              {/* Why it matched: the words marked in a passage of the page, or where they are. */}
              {hit.excerpt ? (
                <p className="mt-2 leading-relaxed text-ink-700">
                  <Marked segments={hit.excerpt} />
                </p>
              ) : (
                hit.matchedIn && (
                  <p className="mt-2 text-sm text-ink-600">{copy.matchedIn[hit.matchedIn]}</p>
                )
              )}
            </li>
          ))}
        </ol>
      )}
      {results && results.total > results.hits.length && (
        <button
          type="button"
          onClick={() => setLimit(results.hits.length + RESULTS_PAGE)}
          className="mt-4 inline-flex rounded-full border border-ink-200 bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 hover:border-ink-900"
        >
          {copy.showMore}
        </button>
      )}
      {results && results.total === 0 && (
        <div className="mt-6 max-w-2xl">
          <SearchSuggestions className="mb-8" />
          <p className="text-ink-800">{copy.noResults.text}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {copy.noResults.links.map((link) => (
              <li key={link.to}>
                <Link
                  discover="none"
                  to={link.to}
                  className="inline-flex rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 hover:border-ink-900"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!query.trim() && start}
    </div>
  );
}
