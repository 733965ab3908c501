import { useEffect } from "react";

/**
 * Marks the document as hydrated and replays what the early-input script held back
 * (app/lib/early-input.ts): the last control clicked before hydration is clicked again, a
 * held form submit is submitted again. Runs in the root's effect, after every child's effect,
 * so the widgets and the form have adopted their pre-hydration state by then.
 */
export function useEarlyInputReplay() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.hydrated = "true";
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
  }, []);
}
