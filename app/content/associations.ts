/**
 * Professional memberships and certifications shown on /about
 * (app/content/data/associations.yaml). Each logo is a badge drawn here and shipped with the site
 * (public/logos, decision 0909); when it fails to load, the wall shows `name — fullName`.
 */
import data from "./data/associations.yaml";
import type { AssociationsData } from "./schemas/associations";

export type Association = AssociationsData["associations"][number];

export const associations: readonly Association[] = data.associations;

/** The text a failed logo is replaced by, e.g. "ESOMAR — European Society for …". */
export function associationLabel(a: Association): string {
  return a.fullName ? `${a.name} — ${a.fullName}` : a.name;
}
