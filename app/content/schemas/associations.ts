import { z } from "zod";
import { fixedList, pixels, status, text } from "./common.ts";

const association = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens"),
  /** Short name or acronym, as the organisation writes it. */
  name: text,
  /** Expanded name; left out where the name is already the full name. */
  fullName: text.optional(),
  logo: z.string().regex(/^\/logos\/[a-z0-9-]+\.png$/, "a badge file: /logos/<name>.png"),
  width: pixels,
  height: pixels,
  /** `to-confirm` until the firm confirms the membership: shown, and listed (decision 0805). */
  status,
});

export const associationsSchema = z.strictObject({
  associations: fixedList(
    association,
    "name",
    ["ISO", "ESOMAR", "Insights Association", "Insight Platforms", "PAIR", "MRSI", "QRCA"],
    "the associations",
  ),
});

export type AssociationsData = z.infer<typeof associationsSchema>;
