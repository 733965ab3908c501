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

/**
 * The data file app/content/data/associations.yaml:
 * Professional memberships and certifications shown on /about (the specification's seven, in its
 * order). Each logo is a badge drawn here (npm run images:badges; decision 0909), a file in
 * public/logos; width and height are the size the wall shows it at. When a logo fails to load, the
 * wall shows "name — fullName". PAIR's expansion is not given by the specification
 * (docs/decisions/0202-about-and-associations.md). "status: to-confirm": the firm confirms each
 * membership (npm run launch-check); the wall shows them in every build.
 */
export const associationsSchema = z.strictObject({
  associations: fixedList(
    association,
    "name",
    ["ISO", "ESOMAR", "Insights Association", "Insight Platforms", "PAIR", "MRSI", "QRCA"],
    "the associations",
  ),
});

export type AssociationsData = z.infer<typeof associationsSchema>;
