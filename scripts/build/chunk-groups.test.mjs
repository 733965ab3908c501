// @vitest-environment node
import { describe, expect, it } from "vitest";
import { codeSplitting } from "./chunk-groups.mjs";

const CLIENT_ROUTE = "?__react-router-build-client-route";

/**
 * A module graph as Rolldown's chunking context shows it. `modules` maps an id to its source
 * length (100 unless given) and its static and dynamic imports; entries are listed apart.
 * @param {string[]} entries
 * @param {Record<string, { bytes?: number, imports?: string[], lazy?: string[] }>} modules
 */
function graph(entries, modules) {
  /** @type {Map<string, { isEntry: boolean, importers: string[], importedIds: string[], dynamicImporters: string[], code: string }>} */
  const infos = new Map();
  const info = (/** @type {string} */ id) => {
    let found = infos.get(id);
    if (!found) {
      found = { isEntry: false, importers: [], importedIds: [], dynamicImporters: [], code: "x".repeat(100) };
      infos.set(id, found);
    }
    return found;
  };
  for (const id of entries) info(id).isEntry = true;
  for (const [id, { bytes = 100, imports = [], lazy = [] }] of Object.entries(modules)) {
    info(id).code = "x".repeat(bytes);
    for (const dep of imports) {
      info(id).importedIds.push(dep);
      info(dep).importers.push(id);
    }
    for (const dep of lazy) info(dep).dynamicImporters.push(id);
  }
  return { getModuleInfo: (/** @type {string} */ id) => infos.get(id) ?? null };
}

const APP = "/site/app";
const entryClient = `${APP}/entry.client.tsx`;
const rootEntry = `${APP}/root.tsx${CLIENT_ROUTE}`;
const root = `${APP}/root.tsx`;
const routeEntry = (/** @type {string} */ name) => `${APP}/routes/${name}.tsx${CLIENT_ROUTE}`;
const route = (/** @type {string} */ name) => `${APP}/routes/${name}.tsx`;
const reactDom = "/site/node_modules/react-dom/cjs/react-dom-client.production.js";
const router = "/site/node_modules/react-router/dist/development/chunk-X.mjs";

/** Eight more routes that each draw the page hero, for the widely used case. */
const heroRoutes = ["a", "b", "c", "d", "e", "f", "g", "h"];

const ctx = graph(
  [entryClient, rootEntry, ...["home", "about", ...heroRoutes].map(routeEntry)],
  {
    [entryClient]: { imports: [reactDom, router, `${APP}/lib/hydration-target.ts`] },
    [rootEntry]: { imports: [root] },
    [root]: {
      imports: [router, `${APP}/components/SiteHeader.tsx`, `${APP}/content/site.ts`],
      lazy: [`${APP}/components/SiteFooter.tsx`],
    },
    [routeEntry("home")]: { imports: [route("home")] },
    [route("home")]: {
      imports: [
        `${APP}/content/site.ts`,
        `${APP}/components/ButtonLink.tsx`,
        `${APP}/content/industries.ts`,
        `${APP}/components/IndustryLinks.tsx`,
        `${APP}/hooks/useInView.ts`,
        `${APP}/components/PageHero.tsx`,
        `${APP}/content/contact.ts`,
        `${APP}/content/offices.ts`,
      ],
      lazy: [`${APP}/sections/home/StatsBand.tsx`, `${APP}/sections/home/Slideshow.tsx`],
    },
    [routeEntry("about")]: { imports: [route("about")] },
    [route("about")]: {
      imports: [
        `${APP}/components/ButtonLink.tsx`,
        `${APP}/content/industries.ts`,
        `${APP}/components/IndustryLinks.tsx`,
        `${APP}/sections/about/Values.tsx`,
        `${APP}/components/PageHero.tsx`,
        `${APP}/content/contact.ts`,
        `${APP}/content/offices.ts`,
      ],
      lazy: [`${APP}/sections/about/Team.tsx`],
    },
    ...Object.fromEntries(
      heroRoutes.flatMap((name) => [
        [routeEntry(name), { imports: [route(name)] }],
        [route(name), { imports: [`${APP}/components/PageHero.tsx`] }],
      ]),
    ),
    [`${APP}/components/PageHero.tsx`]: { bytes: 4000 },
    [`${APP}/content/contact.ts`]: { imports: [`${APP}/content/data/contact.yaml`] },
    [`${APP}/content/data/contact.yaml`]: { bytes: 2450 },
    [`${APP}/content/offices.ts`]: { imports: [`${APP}/content/data/offices.yaml`] },
    [`${APP}/content/data/offices.yaml`]: { bytes: 1500 },
    [`${APP}/content/industries.ts`]: { bytes: 14000 },
    [`${APP}/components/IndustryLinks.tsx`]: { imports: [`${APP}/content/industries.ts`] },
    [`${APP}/sections/home/StatsBand.tsx`]: {
      imports: [`${APP}/sections/home/stats.ts`, `${APP}/hooks/useInView.ts`, `${APP}/hooks/useTabs.ts`],
    },
    [`${APP}/sections/home/Slideshow.tsx`]: { imports: [`${APP}/sections/home/stats.ts`] },
    [`${APP}/sections/about/Team.tsx`]: { imports: [`${APP}/hooks/useTabs.ts`] },
  },
);

const { groups, includeDependenciesRecursively } = codeSplitting();
const place = (/** @type {string} */ id) => groups[0]?.name(id, ctx);

describe("codeSplitting", () => {
  it("puts React, react-dom and React Router in one framework file", () => {
    expect(place(reactDom)).toBe("framework");
    expect(place(router)).toBe("framework");
  });

  it("leaves entries (client entry, root, routes) in their own files", () => {
    expect(place(entryClient)).toBeNull();
    expect(place(rootEntry)).toBeNull();
    expect(place(routeEntry("home"))).toBeNull();
    // The route module itself: only its entry imports it.
    expect(place(route("home"))).toBeNull();
  });

  it("leaves a module only one page's top uses in that page's file", () => {
    expect(place(`${APP}/components/SiteHeader.tsx`)).toBeNull();
    expect(place(`${APP}/sections/about/Values.tsx`)).toBeNull();
    expect(place(`${APP}/lib/hydration-target.ts`)).toBeNull();
  });

  it("shares what every page needs, what most routes need, and small modules two routes need", () => {
    // Imported by the root (every page) and by home.
    expect(place(`${APP}/content/site.ts`)).toBe("shared");
    // Ten routes draw the hero: shared although it is large.
    expect(place(`${APP}/components/PageHero.tsx`)).toBe("shared");
    // Small, used by home and about.
    expect(place(`${APP}/components/ButtonLink.tsx`)).toBe("shared");
    // Small, used by home's top and by one of home's deferred parts: two files would need it.
    expect(place(`${APP}/hooks/useInView.ts`)).toBe("shared");
  });

  it("keeps a large module two routes use out of the shared file, and what imports it too", () => {
    expect(place(`${APP}/content/industries.ts`)).toBeNull();
    // Small itself, but in `shared` it would bring industries.ts to every page.
    expect(place(`${APP}/components/IndustryLinks.tsx`)).toBeNull();
  });

  it("measures a content module with its data file's copy, and places both together", () => {
    // 100 bytes of code and 2,450 of copy: large, as it was with the copy in the module.
    expect(place(`${APP}/content/contact.ts`)).toBeNull();
    expect(place(`${APP}/content/data/contact.yaml`)).toBeNull();
    // 100 and 1,500: small, so both ride in the shared file.
    expect(place(`${APP}/content/offices.ts`)).toBe("shared");
    expect(place(`${APP}/content/data/offices.yaml`)).toBe("shared");
  });

  it("groups the code of deferred parts by the route that declares them", () => {
    expect(place(`${APP}/sections/home/StatsBand.tsx`)).toBe("parts-home");
    expect(place(`${APP}/sections/home/Slideshow.tsx`)).toBe("parts-home");
    expect(place(`${APP}/sections/home/stats.ts`)).toBe("parts-home");
    expect(place(`${APP}/sections/about/Team.tsx`)).toBe("parts-about");
    expect(place(`${APP}/components/SiteFooter.tsx`)).toBe("parts-root");
    // Home's and about's parts both use it.
    expect(place(`${APP}/hooks/useTabs.ts`)).toBe("parts-shared");
  });

  it("does not let a group take in the modules its modules import", () => {
    expect(includeDependenciesRecursively).toBe(false);
  });
});
