import { z } from "zod";
import { sentence } from "./common.ts";

/**
 * The data file app/content/data/phone-rows.yaml:
 * The line under a row of cards that scrolls sideways on a phone (SnapRow; decision 0979), so a
 * visitor knows how many cards the row holds before swiping.
 */
export const phoneRowsSchema = z.strictObject({
  phoneRows: z.strictObject({
    hint: sentence({ count: "how many cards the row holds" })
      .max(40, "at most 40 characters (one line on a 320 px phone)")
      .meta({
        label: "Line under a sideways row on a phone",
        hint: "Shown under each row of cards that scrolls sideways on a phone (people, quotes, benefits, approaches). {count} is how many cards the row holds, counted by the site: “Swipe to see all {count}”.",
      }),
  }),
});

export type PhoneRowsData = z.infer<typeof phoneRowsSchema>;
