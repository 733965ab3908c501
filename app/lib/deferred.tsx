import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from "react";

/**
 * Parts of a page hydrated after its top (decision 0501). A deferred part is a `React.lazy`
 * component behind its own `Suspense` boundary: the prerendered HTML is whole (the prerender
 * waits for every lazy module), and on the client React keeps a boundary's server HTML in place,
 * dehydrated, until the top has committed and the part's code has arrived, then hydrates it on
 * its own, in a later task. The code is requested as soon as the module that declares the part
 * runs: by then the top's own code has arrived (that module is part of it), so the part's chunk
 * downloads while the top hydrates rather than after it.
 */

/** Deferred parts on the page (registered in the top's commit) and those that have hydrated. */
const parts = new Set<string>();
const hydratedParts = new Set<string>();
let topHydrated = false;
let onWholePage: (() => void) | null = null;

function checkWholePage() {
  if (!topHydrated || !onWholePage) return;
  for (const id of parts) if (!hydratedParts.has(id)) return;
  const done = onWholePage;
  onWholePage = null;
  done();
}

/**
 * Called from the root's first commit (header, hero and every part not deferred are hydrated):
 * marks `top-hydrated` for the bench and calls `whenWholePage` once every deferred part has
 * hydrated too. A shell mounted again (the 404 page at some paths, app/root.tsx) calls it again:
 * React clears the attributes of <html> when the layout holding it remounts.
 */
export function topOfPageHydrated(whenWholePage: () => void) {
  if (!topHydrated) performance.mark("top-hydrated");
  topHydrated = true;
  onWholePage = whenWholePage;
  checkWholePage();
}

function PartHydrated({ id }: { id: string }) {
  useEffect(() => {
    hydratedParts.add(id);
    checkWholePage();
  }, [id]);
  return null;
}

/** What a part whose code failed to load waits for: nothing, so it stays as it is. */
const neverSettles = new Promise<never>(() => {});

/** Every deferred part's code requested so far. */
const pendingRequests = new Set<Promise<unknown>>();

/**
 * Settles once every deferred part's code requested so far has loaded (or failed): importing a
 * module that declares parts starts their requests, which a test run must let finish.
 */
export function deferredPartsSettled(): Promise<unknown> {
  return Promise.allSettled(pendingRequests);
}

/**
 * A component hydrated after the top of the page: `load` imports its module (a chunk of its
 * own), `pick` takes the component from it.
 */
export function deferred<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  let requested: Promise<Module> | undefined;
  const request = () => {
    if (!requested) {
      // A part whose code did not arrive (a dropped connection) is asked for once more.
      requested = load().catch(() => load());
      // Its failure is handled by the components below, not reported as unhandled.
      requested.catch(() => {});
      pendingRequests.add(requested);
    }
    return requested;
  };
  if (typeof document !== "undefined") void request();
  const component = (module: Module) => ({ default: pick(module) });
  // In the prerendered page a part whose code never came stays suspended: React keeps its
  // server HTML, readable and with working links, where an error boundary would replace it.
  const Lazy = lazy(() => request().then(component, () => neverSettles));
  // A part a client-side navigation mounts has no server HTML to keep: the document is loaded
  // instead, and its prerendered HTML shows the page whole.
  const LazyAfterNavigation = lazy(() =>
    request().then(component, () => {
      window.location.reload();
      return neverSettles;
    }),
  );
  function DeferredPart(props: Props) {
    const id = useId();
    // Only a part in the prerendered page needs a boundary of its own. One mounted by a
    // client-side navigation has none: the navigation (a transition) then waits for its code and
    // shows the new page whole, instead of an empty boundary that fills in under the visitor.
    const [inPrerenderedPage] = useState(() => !topHydrated);
    useEffect(() => {
      if (!inPrerenderedPage) return;
      parts.add(id);
      return () => {
        parts.delete(id);
        checkWholePage();
      };
    }, [id, inPrerenderedPage]);
    if (!inPrerenderedPage) return <LazyAfterNavigation {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <PartHydrated id={id} />
      </Suspense>
    );
  }
  return DeferredPart;
}
