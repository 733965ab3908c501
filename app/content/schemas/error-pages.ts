import { z } from "zod";
import { text } from "./common.ts";

export const errorPagesSchema = z.strictObject({
  notFoundConsoleMessage: text,
  errorPage: z.strictObject({ eyebrow: text, title: text, lead: text }),
});

export type ErrorPagesData = z.infer<typeof errorPagesSchema>;
