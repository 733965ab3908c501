/**
 * Schema of app/content/data/topics.yaml: the Resource Center's topics (issue 47). An item's
 * front matter names them by id in `topics`; the build refuses an id not listed here, and each
 * topic with an item gets its filter pages. A new topic is a line in the data file, no code.
 * Imports nothing but zod and the schemas beside it.
 */
import { z } from "zod";
import { text } from "./common.ts";

/** A topic's id: lower-case words joined by hyphens, its filter pages' last path segment. */
export const topicId = z
  .string({ error: "a topic's id, e.g. data-quality" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a topic's id: lower-case words joined by hyphens");

/**
 * The data file app/content/data/topics.yaml:
 * The Resource Center's topics, in the order its filters list them. An item names them by id in its
 * front matter (`topics: [data-quality]`); the id is also the filter page's address
 * (/resources/topic/<id>), so change an id only with every item that names it.
 */
export const topicsSchema = z
  .strictObject({
    /** In the order the filters list them. */
    topics: z
      .array(
        z.strictObject({
          id: topicId,
          /** Shown on filter links, filter pages' headings and the feed's categories. */
          label: text.max(40, "a short label: at most 40 characters"),
        }),
      )
      .min(1, "at least one topic"),
  })
  .superRefine((data, ctx) => {
    const ids = data.topics.map((t) => t.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({
          code: "custom",
          path: ["topics", i, "id"],
          message: `an id used once ("${id}" is used twice)`,
        });
    });
  });

export type Topic = z.infer<typeof topicsSchema>["topics"][number];
