/**
 * The four offices (app/content/data/offices.yaml). The first is selected by default on
 * /contact.
 */
import data from "./data/offices.yaml";
import type { OfficesData } from "./schemas/offices";

export type Office = OfficesData["offices"][number];

export const offices: readonly Office[] = data.offices;
