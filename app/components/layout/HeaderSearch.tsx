import Search from "lucide-react/icons/search";
import { useId } from "react";
import { Link } from "react-router";
import { headerSearch as copy, SEARCH_BOX_ID, SEARCH_PATH } from "../../content/search-entry";

/**
 * The top bar's search entry: on wide screens a plain GET form to /search (a document request:
 * React Router's <Form> would add to every page's JS for one navigation), on narrower ones an
 * icon link to /search#search-box, whose box takes focus. Without JavaScript the form still
 * lands on /search, which says what a static site can do then.
 */
export function HeaderSearch() {
  const inputId = useId();
  return (
    <div className="ml-auto shrink-0 lg:ml-0">
      <form
        action={SEARCH_PATH}
        method="get"
        role="search"
        aria-label={copy.landmark}
        className="hidden items-center rounded-full border border-ink-200 bg-white focus-within:border-ink-900 xl:flex"
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.label}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          placeholder={copy.placeholder}
          autoComplete="off"
          className="w-36 rounded-l-full bg-transparent py-2 pr-1 pl-4 text-sm text-ink-950 placeholder:text-ink-500"
        />
        <button
          type="submit"
          aria-label={copy.submit}
          className="inline-flex size-9 items-center justify-center rounded-full text-ink-800 hover:text-teal-700"
        >
          <Search aria-hidden="true" size={18} />
        </button>
      </form>
      {/* A document load: /search's own policy allows the search's WebAssembly; a client-side
          navigation would keep this page's (server/site-config.mjs wasmPagePaths). */}
      <Link
        discover="none"
        to={{ pathname: SEARCH_PATH, hash: `#${SEARCH_BOX_ID}` }}
        reloadDocument
        aria-label={copy.linkLabel}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50 xl:hidden"
      >
        <Search aria-hidden="true" size={20} />
      </Link>
    </div>
  );
}
