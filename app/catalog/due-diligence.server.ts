/**
 * Build time only: the due-diligence pages' data files, read and checked with their schemas
 * (docs/decisions/0901). Their route loaders call these, so the text travels as page data and
 * neither `yaml` nor zod reaches the browser. Once the content plugin of issue 38 loads
 * app/content/data/*.yaml, these two readers can become plain imports of the files.
 */
import { readDataFile } from "./data-files.server";
import {
  esomar37Schema,
  qualityDataProtectionSchema,
  type Esomar37,
  type QualityDataProtection,
} from "../content/schemas/due-diligence";

export const ESOMAR_37_FILE = "app/content/data/esomar-37.yaml";
export const QUALITY_FILE = "app/content/data/quality-and-data-protection.yaml";

export { paragraphs } from "./data-files.server";

export const loadEsomar37 = (root?: string): Esomar37 =>
  readDataFile(ESOMAR_37_FILE, esomar37Schema, root);

export const loadQualityPage = (root?: string): QualityDataProtection =>
  readDataFile(QUALITY_FILE, qualityDataProtectionSchema, root);
