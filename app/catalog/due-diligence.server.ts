/**
 * Build time only: the due-diligence pages' data files, read and checked with their schemas
 * (docs/decisions/0901). Their route loaders call these, so the text travels as page data and
 * neither `yaml` nor zod reaches the browser. Once the content plugin of issue 38 loads
 * app/content/data/*.yaml, these two readers can become plain imports of the files.
 */
import { ESOMAR_37_PATH, QUALITY_PATH } from "../content/due-diligence-pages";
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

/**
 * The two pages as a hero's aside on pages where a buyer checks a supplier (/contact,
 * /data-surveys): their eyebrow as the label, their headings as the links (decision 0902).
 */
export function dueDiligenceLinks(root?: string) {
  const esomar = loadEsomar37(root);
  const quality = loadQualityPage(root);
  return {
    label: quality.eyebrow,
    links: [
      { to: ESOMAR_37_PATH, label: esomar.heading, reviewed: esomar.reviewed },
      { to: QUALITY_PATH, label: quality.heading, reviewed: quality.reviewed },
    ],
    reviewedLabel: quality.reviewedLabel,
  };
}
