/**
 * Copy the browser tests expect that an editor may change, read from the data files
 * (app/content/data, decision 0800): a changed blurb changes the expectation with it, so editing
 * copy never turns a test red. The specification's literals stay in spec-literals.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import type { IndustriesData } from "../app/content/schemas/industries.ts";
import type { OfficesData } from "../app/content/schemas/offices.ts";
import type { ContactData } from "../app/content/schemas/contact.ts";
import type { ItemPage } from "../app/content/schemas/item-page.ts";
import type { PeopleData } from "../app/content/schemas/people.ts";
import { INDUSTRIES, OFFICES } from "./spec-literals";

/** A data file as written (the build checks it; tests only read it). Paths from the repository. */
export function contentData<T>(name: string): T {
  return parse(readFileSync(`app/content/data/${name}.yaml`, "utf8")) as T;
}

/** An industry's copy, by the specification's name. */
export function industryCopy(name: string) {
  const found = contentData<IndustriesData>("industries").industries.find((i) => i.name === name);
  if (!found) throw new Error(`no industry named ${name} in industries.yaml`);
  return found;
}

/** An office's one-line address, by the specification's name. */
function officeAddress(name: string): string {
  const found = contentData<OfficesData>("offices").offices.find((o) => o.name === name);
  if (!found) throw new Error(`no office named ${name} in offices.yaml`);
  return found.address;
}

/** The spec's industries with the blurb each shows. */
export const INDUSTRIES_SHOWN = INDUSTRIES.map((i) => ({
  ...i,
  blurb: industryCopy(i.name).blurb,
}));

const officesCopy = contentData<ContactData>("contact").contactPage.offices;
const withName = (template: string, name: string) => template.replace("{name}", name);

/** The spec's offices with the address each shows and its open-in-maps link: a maps search
 *  for that address (section 7), named as contact.yaml words it; the map's title too. */
export const OFFICES_SHOWN = OFFICES.map((o) => {
  const address = officeAddress(o.name);
  return {
    ...o,
    address,
    mapSearch: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    mapTitle: withName(officesCopy.mapTitle, o.name),
    openInMaps: withName(officesCopy.openInMaps, o.name),
    newTabNote: officesCopy.newTabNote,
  };
});

/**
 * A Resource Center item's title as its Markdown file's front matter gives it
 * (app/content/resources/<slug>.md; the slug is the last part of the spec's URL).
 */
export function resourceTitle(slug: string): string {
  const source = readFileSync(`app/content/resources/${slug}.md`, "utf8");
  const frontMatter = source.split(/^---\r?$/m)[1] ?? "";
  const { title } = parse(frontMatter) as { title?: string };
  if (!title) throw new Error(`no title in app/content/resources/${slug}.md`);
  return title;
}

/** The heading of an item page's author cards (item-page.yaml). */
export const AUTHOR_LABEL = contentData<ItemPage>("item-page").authorLabel;

/** The firm's people (people.yaml, decision 0906). */
export const PEOPLE = contentData<PeopleData>("people");

/**
 * Every Resource Center item as its front matter names it: slug, section and author ids (the
 * Markdown files in app/content/resources).
 */
export const RESOURCE_ITEMS = readdirSync("app/content/resources")
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => {
    const source = readFileSync(`app/content/resources/${file}`, "utf8");
    const front = parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as {
      section: string;
      authors: string[];
    };
    return { slug: file.replace(/\.md$/, ""), section: front.section, authors: front.authors };
  });
