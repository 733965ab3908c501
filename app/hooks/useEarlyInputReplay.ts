import { useEffect, useLayoutEffect } from "react";
import { topOfPageHydrated } from "../lib/deferred";

/**
 * In the commit that hydrates the top of the page, once the menus have adopted their
 * pre-hydration state, marks the document `data-hydrated="top"`: from then on React answers the
 * menu toggles (app/lib/early-input.ts).
 * Once the whole page has hydrated (the top in the root's first commit, then every deferred
 * part, app/lib/deferred.tsx), marks the document as hydrated and replays what the early-input
 * script held back (app/lib/early-input.ts): the last control clicked before hydration is
 * clicked again, a held form submit is submitted again. The widgets and the form have adopted
 * their pre-hydration state by then.
 */
export function useEarlyInputReplay() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated ??= "top";
  }, []);
  useEffect(() => topOfPageHydrated(replayEarlyInput), []);
}

function replayEarlyInput() {
  document.documentElement.dataset.hydrated = "true";
  const clicked = document.querySelector<HTMLElement>("[data-pending-click]");
  if (clicked) {
    clicked.removeAttribute("data-pending-click");
    clicked.click();
  }
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-pending-submit]")) {
    form.removeAttribute("data-pending-submit");
    for (const note of form.querySelectorAll<HTMLElement>("[data-pending-note]")) {
      note.hidden = true;
    }
    form.requestSubmit();
  }
}
