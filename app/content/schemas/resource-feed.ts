import { z } from "zod";
import { text } from "./common.ts";

/**
 * The data file app/content/data/resource-feed.yaml:
 * The Atom feed of the latest Resource Center items (/feed.xml), linked from every page's head and
 * the footer.
 */
export const resourceFeedSchema = z.strictObject({
  resourceFeed: z.strictObject({ title: text, subtitle: text, linkLabel: text }),
});

export type ResourceFeedData = z.infer<typeof resourceFeedSchema>;
