/**
 * Build time only: the due-diligence pages' data files, read and checked with their schemas
 * (docs/decisions/0901). Their route loaders call these, so the text travels as page data and
 * neither `yaml` nor zod reaches the browser; `root` reads a copy of the repository (the tests').
 */
import { ESOMAR_37_PATH, QUALITY_PATH } from "../content/due-diligence-pages";
import { readContentFile } from "./data-files.server";
import type { Esomar37, QualityDataProtection } from "../content/schemas/due-diligence";
import { contentFilePath } from "../content/schemas/registry";

export const ESOMAR_37_FILE = contentFilePath("esomar-37");
export const QUALITY_FILE = contentFilePath("quality-and-data-protection");

export { paragraphs } from "./data-files.server";

export const loadEsomar37 = (root?: string): Esomar37 => readContentFile("esomar-37", root);

export const loadQualityPage = (root?: string): QualityDataProtection =>
  readContentFile("quality-and-data-protection", root);

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
