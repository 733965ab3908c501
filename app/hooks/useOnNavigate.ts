import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Calls `onNavigate` after every in-app navigation (each new location key), but not on the
 * first render: hydration is not a navigation, and whatever the visitor opened before it
 * (a menu) must stay as it is.
 */
export function useOnNavigate(onNavigate: () => void) {
  const { key } = useLocation();
  const shownKey = useRef(key);
  const callback = useRef(onNavigate);
  useEffect(() => {
    callback.current = onNavigate;
  }, [onNavigate]);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    callback.current();
  }, [key]);
}
