/**
 * How content status is worded (app/content/data/content-status.yaml, decision 0805): the public
 * line beside sample evidence, and the preview's banner and marks.
 */
import data from "./data/content-status.yaml";

export const contentStatusCopy = data;
