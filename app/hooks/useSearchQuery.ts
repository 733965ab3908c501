import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
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
  const navigationType = useNavigationType();
  const urlQuery = params.get(param) ?? "";
  const [query, setQuery] = useState("");
  const state = location.state as NavigationState | null;
  const isDraft = !urlQuery || state?.search === "draft";

  // Follow the address on Back, Forward, a link or a document load, not on this hook's own
  // writes: those land a keystroke or two late and would undo what was typed since.
  const ownWrite = navigationType !== "POP" && state?.search !== undefined;
  useEffect(() => {
    if (!ownWrite) setQuery(urlQuery);
  }, [location.key, ownWrite, urlQuery]);

  const write = useCallback(
    (q: string, { replace, draft }: { replace: boolean; draft: boolean }) => {
      const next: NavigationState = { keepScroll: true, search: draft ? "draft" : "submitted" };
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
