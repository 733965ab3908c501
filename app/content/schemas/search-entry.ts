import { z } from "zod";
import { text } from "./common.ts";

export const searchEntrySchema = z.strictObject({
  headerSearch: z.strictObject({
    landmark: text,
    label: text,
    placeholder: text,
    submit: text,
    linkLabel: text,
  }),
});

export type SearchEntryData = z.infer<typeof searchEntrySchema>;
