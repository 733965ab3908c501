/**
 * The one slug function of the site: industry hashes, resource paths and anchors all use it.
 * "Technology Media & Telecom" -> "technology-media-telecom", "Food & Beverage" -> "food-beverage".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
