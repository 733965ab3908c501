/**
 * Build time only: the Resource Center's topics (app/content/data/topics.yaml, issue 47), read by
 * the catalogue, which refuses an item naming a topic not listed, labels the filters and lists
 * them in the file's order. Pages get the labels they show as data.
 */
import { contentFilePath } from "../content/schemas/registry";
import type { Topic } from "../content/schemas/topics";
import { readContentFile } from "./data-files.server";

export const TOPICS_FILE = contentFilePath("topics");

/** The topics, in the file's order, checked by their schema. */
export function loadTopics(root = process.cwd()): readonly Topic[] {
  return readContentFile("topics", root).topics;
}

/**
 * An item's topics that the file does not list, as problem lines for the catalogue
 * (`topics.1: expected a topic's id from …, received "x"`).
 */
export function unknownTopics(ids: readonly string[], topics: readonly Topic[]): string[] {
  const known = topics.map((t) => t.id);
  return ids.flatMap((id, i) =>
    known.includes(id)
      ? []
      : [
          `topics.${i}: expected a topic's id from ${TOPICS_FILE} (${known.join(", ")}), received "${id}"`,
        ],
  );
}
