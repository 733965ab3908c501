import { useEffect, useState } from "react";

/**
 * Whether the window's load event has fired: `false` at prerender and hydration, `true` once
 * the page and its own resources have loaded. For third-party content that must never hold up
 * the page's load (the contact page's map frame).
 */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}
