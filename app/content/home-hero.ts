/**
 * The home page's meta and hero (app/content/data/home-hero.yaml), apart from the rest of its
 * copy (content/home.ts): the hero is hydrated first, and its module should not bring the copy
 * of the sections below it.
 */
import data from "./data/home-hero.yaml";

export interface HomeImage {
  /** Base name of a rendered drawing (assets/images/<name>.svg). */
  name: string;
  alt: string;
  width: number;
  height: number;
}

export interface CtaLink {
  label: string;
  to: string;
}

const copy = data;

export const homeMeta = { ...copy.homeMeta, path: "/" } as const;

export const hero = copy.hero;
