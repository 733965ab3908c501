import { z } from "zod";
import { text } from "./common.ts";

export const resourceFeedSchema = z.strictObject({
  resourceFeed: z.strictObject({ title: text, subtitle: text, linkLabel: text }),
});

export type ResourceFeedData = z.infer<typeof resourceFeedSchema>;
