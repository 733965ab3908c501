/**
 * The /privacy-policy document (app/content/data/privacy.yaml): placeholder privacy policy and
 * terms of use, clearly marked as a draft for counsel to review. Its own module so its text
 * loads only on that page.
 */
import data from "./data/privacy.yaml";
import type { PrivacyData } from "./schemas/privacy";

export type LegalSection = PrivacyData["privacyDocument"]["parts"][number]["sections"][number];

export const privacyDocument = data.privacyDocument;
