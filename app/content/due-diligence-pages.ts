/**
 * The due-diligence pages' paths (issue 39, docs/decisions/0901). Their copy is data:
 * app/content/data/esomar-37.yaml and app/content/data/quality-and-data-protection.yaml.
 */
export const ESOMAR_37_PATH = "/esomar-37-questions";
export const QUALITY_PATH = "/quality-and-data-protection";
