import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { NavigationState } from "../lib/navigation-state";

/**
 * The search box's text kept in the address (`?q=`) as the visitor's history: typing replaces
 * the entry being typed (a "draft"), the first keystroke after a submitted search pushes a new
 * one, and a submit turns the draft into a search of its own. So every submitted search is one
 * entry Back returns to, and typing never floods the history. The box follows the address on
 * Back, Forward and links (the header's form), but never rewrites what the visitor is typing.
 */
export function useSearchQuery(param = "q") {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlQuery = params.get(param) ?? "";
  const [query, setQuery] = useState("");
  // The query this hook last wrote to the address: its own writes are not followed back.
  const written = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  const state = location.state as NavigationState | null;
  const isDraft = !urlQuery || !!state?.searchDraft;

  const write = useCallback(
    (q: string, { replace, draft }: { replace: boolean; draft: boolean }) => {
      written.current = q;
      const next: NavigationState = draft
        ? { keepScroll: true, searchDraft: true }
        : { keepScroll: true };
      void setParams(q ? { [param]: q } : {}, { replace, preventScrollReset: true, state: next });
    },
    [param, setParams],
  );

  /** The visitor typed: show it, and keep the address in step without a new entry per key. */
  const type = (value: string) => {
    setQuery(value);
    const q = value.trim();
    if (q !== urlQuery) write(q, { replace: isDraft, draft: true });
  };

  /** The visitor submitted: the draft becomes a search Back returns to. */
  const submit = () => {
    const q = query.trim();
    if (isDraft) write(q, { replace: true, draft: false });
    else if (q !== urlQuery) write(q, { replace: false, draft: false });
  };

  return { query, type, submit };
}
