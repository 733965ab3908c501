/**
 * Copy of the static marketing pages /data-surveys and /solutions
 * (app/content/data/marketing.yaml; their headings are in pages.ts `simplePages`). Its own
 * module so the text loads only on those pages.
 */
import data from "./data/marketing.yaml";

const copy = data;

export const dataSurveysPage = copy.dataSurveysPage;

export const solutionsPage = copy.solutionsPage;
