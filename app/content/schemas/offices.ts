import { z } from "zod";
import { fixedList, optionalText, status, text } from "./common.ts";

/** The offices' keys: what other files (the people's offices) name an office by. */
export const officeKeys = ["gurugram", "dubai", "raleigh", "ipswich"] as const;

const office = z.strictObject({
  key: z.enum(officeKeys),
  name: text,
  /** One line, used for the map's query. */
  address: text,
  streetAddress: text,
  locality: text,
  region: text,
  postalCode: optionalText,
  countryCode: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code (ISO 3166-1), e.g. GB"),
  country: text,
  tags: z.array(text),
  /** Accent colour of the office's marker and card (a design token value). */
  color: z.string().regex(/^#[0-9a-f]{6}$/, "a colour written #rrggbb"),
  /** `sample` while the address is an example in the country's form (decision 0805). */
  status,
});

/**
 * The data file app/content/data/offices.yaml:
 * The four offices the specification names, in its order (the first is selected on /contact).
 * Addresses are examples in the right form for each country (the spec gives cities only): "status:
 * sample" lists each for the firm to replace (npm run launch-check, decision 0805).
 */
export const officesSchema = z.strictObject({
  offices: fixedList(
    office,
    "name",
    ["Gurugram", "Dubai", "Raleigh US", "Ipswich UK"],
    "the four offices",
  ),
});

export type OfficesData = z.infer<typeof officesSchema>;
