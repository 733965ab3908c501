import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useHydrated } from "./useHydrated";

export interface UseTabsOptions<T extends string> {
  ids: readonly T[];
  /** Controlled selection; omit to let the hook own it. */
  selected?: T;
  defaultSelected?: T;
  onSelectedChange?: (id: T) => void;
  orientation?: "horizontal" | "vertical";
  /** automatic: arrows select as they move focus; manual: Enter/Space select. */
  activation?: "automatic" | "manual";
  /** The id of a tab's panel (default: derived from useId), e.g. a slug a URL hash targets. */
  panelIdOf?: (id: T) => string;
  /**
   * Whether the tab list is what the visitor sees once hydrated (default true); false where
   * another control stands in (the industries' select below 1024 px): no tab roles then.
   */
  tabbed?: boolean;
  /** On mount, select the panel the URL hash names (a tab link followed before hydration). */
  adoptHash?: boolean;
}

/** The state a tab is drawn in. `idle`: before hydration, selected while no panel is targeted. */
export type TabLook = "selected" | "idle" | "unselected";

/**
 * Headless tabs that are whole before (or without) their script, as GOV.UK's tabs are:
 *
 * - Before hydration (and when scripts fail to load) each tab is a plain link to its panel
 *   (`href="#panel"`) and CSS `:target` shows the linked panel, the first one when none is
 *   targeted (`panelClass`); no tab roles, since nothing would answer the arrow keys.
 * - Once hydrated, the same links become WAI-ARIA APG tabs: roles, roving tabindex, arrow keys
 *   by orientation with wraparound, Home/End, Enter/Space, a click that selects instead of
 *   jumping; unselected panels get `hidden`. A panel targeted before hydration is adopted.
 *
 * Put `rootProps` on an element that holds the tabs and the panels (the `tabs-idle` variant
 * and the panel rules look for it). Decision 0506.
 */
export function useTabs<T extends string>({
  ids,
  selected,
  defaultSelected,
  onSelectedChange,
  orientation = "horizontal",
  activation = "automatic",
  panelIdOf,
  tabbed = true,
  adoptHash = true,
}: UseTabsOptions<T>) {
  const [internal, setInternal] = useState<T | undefined>(defaultSelected ?? ids[0]);
  const current = selected ?? internal ?? ids[0];
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLElement>());
  const mounted = useHydrated();
  const interactive = mounted && tabbed;

  const select = useCallback(
    (id: T) => {
      if (selected === undefined) setInternal(id);
      onSelectedChange?.(id);
    },
    [selected, onSelectedChange],
  );

  const tabId = (id: T) => `${baseId}tab-${id}`;
  const panelId = (id: T) => panelIdOf?.(id) ?? `${baseId}panel-${id}`;

  // A tab link followed before hydration changed the hash natively: keep that choice.
  useEffect(() => {
    if (!adoptHash) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? ids.find((id) => panelId(id) === hash) : undefined;
    if (target !== undefined && target !== current) select(target);
    // Once, on mount: later hash changes belong to whoever owns the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent, id: T) => {
    const index = ids.indexOf(id);
    const prevKey = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
    const nextKey = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
    let target: T | undefined;
    if (event.key === prevKey) target = ids[(index - 1 + ids.length) % ids.length];
    else if (event.key === nextKey) target = ids[(index + 1) % ids.length];
    else if (event.key === "Home") target = ids[0];
    else if (event.key === "End") target = ids[ids.length - 1];
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select(id);
      return;
    } else return;
    event.preventDefault();
    if (target === undefined) return;
    tabRefs.current.get(target)?.focus();
    if (activation === "automatic") select(target);
  };

  return {
    selected: current as T,
    select,
    /** True once the widget has mounted (hydrated) in the browser. */
    mounted,
    /** Marks the element holding the tabs and panels (see the `tabs-idle` variant). */
    rootProps: { "data-tabs": "" },
    /** How to draw a tab: before hydration the chosen one only looks chosen while idle. */
    lookOf: (id: T): TabLook => (id !== current ? "unselected" : mounted ? "selected" : "idle"),
    /**
     * Classes of a panel before hydration (scripting on): the targeted panel shows, else the
     * selected one. Dropped once mounted: `:target` does not follow history.replaceState.
     */
    panelClass: (id: T) =>
      mounted
        ? ""
        : id === current
          ? "scripted:[[data-tabs]:has([data-tab-panel]:target)_&:not(:target)]:hidden"
          : "scripted:[&:not(:target)]:hidden",
    getTabListProps: (label: string) =>
      interactive
        ? {
            role: "tablist" as const,
            "aria-label": label,
            "aria-orientation": orientation,
          }
        : {},
    getTabProps: (id: T) => ({
      id: tabId(id),
      href: `#${panelId(id)}`,
      ref: (el: HTMLElement | null) => {
        if (el) tabRefs.current.set(id, el);
        else tabRefs.current.delete(id);
      },
      ...(interactive
        ? {
            role: "tab" as const,
            "aria-selected": id === current,
            "aria-controls": panelId(id),
            tabIndex: id === current ? 0 : -1,
            onClick: (event: MouseEvent) => {
              // A modified click (new tab or window) stays the link's own.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              select(id);
            },
            onKeyDown: (e: KeyboardEvent) => onKeyDown(e, id),
          }
        : {}),
    }),
    getPanelProps: (id: T) => ({
      id: panelId(id),
      "data-tab-panel": "",
      hidden: mounted && id !== current,
      ...(interactive
        ? { role: "tabpanel" as const, "aria-labelledby": tabId(id), tabIndex: 0 }
        : {}),
    }),
  };
}
