import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from "react";

/**
 * Parts of a page hydrated after its top (decision 0501). A deferred part is a `React.lazy`
 * component behind its own `Suspense` boundary: the prerendered HTML is whole (the prerender
 * waits for every lazy module), and on the client React keeps a boundary's server HTML in place,
 * dehydrated, until its code has arrived, then hydrates it on its own. The code is requested
 * once the top of the page has hydrated (React hydrates the parts in later, lower-priority
 * tasks), or earlier when the visitor scrolls, touches or types (a part may be about to be used).
 * Not on a timer or idle callback: a page under a test's fake clock would never hydrate whole.
 */

const RELEASE_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;

let release: () => void = () => {};
/** Resolves when deferred parts may load; at once where there is no document (the prerender). */
const released: Promise<void> =
  typeof document === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        release = resolve;
        for (const type of RELEASE_EVENTS)
          addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
      });

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
 * Called once from the root's first commit (header, hero and every part not deferred are
 * hydrated): marks `top-hydrated` for the bench, releases the deferred parts' code, and calls
 * `whenWholePage` once every deferred part has hydrated too.
 */
export function topOfPageHydrated(whenWholePage: () => void) {
  performance.mark("top-hydrated");
  topHydrated = true;
  onWholePage = whenWholePage;
  release();
  checkWholePage();
}

function PartHydrated({ id }: { id: string }) {
  useEffect(() => {
    hydratedParts.add(id);
    checkWholePage();
  }, [id]);
  return null;
}

/**
 * A component whose code loads after the top of the page has hydrated: `load` imports its
 * module (a chunk of its own), `pick` takes the component from it.
 */
export function deferred<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => released.then(load).then((module) => ({ default: pick(module) })));
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
      };
    }, [id, inPrerenderedPage]);
    if (!inPrerenderedPage) return <Lazy {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <PartHydrated id={id} />
      </Suspense>
    );
  }
  return DeferredPart;
}
