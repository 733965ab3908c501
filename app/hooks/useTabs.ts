import { type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
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
  /**
   * Progressive panels: the prerendered HTML (and the hydrating render) leave every panel
   * unhidden, so that without JavaScript all of them are laid out; the widget hides the
   * unselected ones with CSS while scripting is on (`panelClass`). Once mounted, unselected
   * panels get `hidden` as usual.
   */
  progressive?: boolean;
  /** The id of a tab's panel (default: derived from useId), e.g. a slug a URL hash targets. */
  panelIdOf?: (id: T) => string;
}

/**
 * Headless WAI-ARIA APG tabs: roving tabindex, arrow keys by orientation with wraparound,
 * Home/End, Enter/Space, controlled or uncontrolled. Each widget styles the props it gets.
 */
export function useTabs<T extends string>({
  ids,
  selected,
  defaultSelected,
  onSelectedChange,
  orientation = "horizontal",
  activation = "automatic",
  progressive = false,
  panelIdOf,
}: UseTabsOptions<T>) {
  const [internal, setInternal] = useState<T | undefined>(defaultSelected ?? ids[0]);
  const current = selected ?? internal ?? ids[0];
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLElement>());
  const mounted = useHydrated();

  const select = useCallback(
    (id: T) => {
      if (selected === undefined) setInternal(id);
      onSelectedChange?.(id);
    },
    [selected, onSelectedChange],
  );

  const tabId = (id: T) => `${baseId}tab-${id}`;
  const panelId = (id: T) => panelIdOf?.(id) ?? `${baseId}panel-${id}`;

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
    /** Classes an unselected progressive panel needs: hidden by CSS while scripting is on. */
    panelClass: (id: T) => (id === current ? "" : "scripted:hidden"),
    getTabListProps: (label: string) => ({
      role: "tablist" as const,
      "aria-label": label,
      "aria-orientation": orientation,
    }),
    getTabProps: (id: T) => ({
      id: tabId(id),
      role: "tab" as const,
      type: "button" as const,
      "aria-selected": id === current,
      "aria-controls": panelId(id),
      tabIndex: id === current ? 0 : -1,
      onClick: () => select(id),
      onKeyDown: (e: KeyboardEvent) => onKeyDown(e, id),
      ref: (el: HTMLElement | null) => {
        if (el) tabRefs.current.set(id, el);
        else tabRefs.current.delete(id);
      },
    }),
    getPanelProps: (id: T) => ({
      id: panelId(id),
      role: "tabpanel" as const,
      "aria-labelledby": tabId(id),
      hidden: id !== current && (mounted || !progressive),
      tabIndex: 0,
    }),
  };
}
