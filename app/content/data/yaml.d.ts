// Generated from app/content/schemas/registry.ts by app/content/data/yaml-types.test.ts
// (`npx vitest run app/content/data -u` rewrites it). A content data file is a module whose
// default export is its data as its schema checked it (scripts/build/content-data.mjs); a
// YAML file the registry does not list has no type, and the content plugin refuses it.
declare module "*/data/about.yaml" {
  const data: import("../schemas/registry").ContentData<"about">;
  export default data;
}
declare module "*/data/associations.yaml" {
  const data: import("../schemas/registry").ContentData<"associations">;
  export default data;
}
declare module "*/data/careers.yaml" {
  const data: import("../schemas/registry").ContentData<"careers">;
  export default data;
}
declare module "*/data/careers-roles.yaml" {
  const data: import("../schemas/registry").ContentData<"careers-roles">;
  export default data;
}
declare module "*/data/charts.yaml" {
  const data: import("../schemas/registry").ContentData<"charts">;
  export default data;
}
declare module "*/data/contact.yaml" {
  const data: import("../schemas/registry").ContentData<"contact">;
  export default data;
}
declare module "*/data/content-status.yaml" {
  const data: import("../schemas/registry").ContentData<"content-status">;
  export default data;
}
declare module "*/data/dates.yaml" {
  const data: import("../schemas/registry").ContentData<"dates">;
  export default data;
}
declare module "*/data/error-pages.yaml" {
  const data: import("../schemas/registry").ContentData<"error-pages">;
  export default data;
}
declare module "*/data/esomar-37.yaml" {
  const data: import("../schemas/registry").ContentData<"esomar-37">;
  export default data;
}
declare module "*/data/footer.yaml" {
  const data: import("../schemas/registry").ContentData<"footer">;
  export default data;
}
declare module "*/data/holding-proof.yaml" {
  const data: import("../schemas/registry").ContentData<"holding-proof">;
  export default data;
}
declare module "*/data/home.yaml" {
  const data: import("../schemas/registry").ContentData<"home">;
  export default data;
}
declare module "*/data/home-hero.yaml" {
  const data: import("../schemas/registry").ContentData<"home-hero">;
  export default data;
}
declare module "*/data/home-results.yaml" {
  const data: import("../schemas/registry").ContentData<"home-results">;
  export default data;
}
declare module "*/data/industries.yaml" {
  const data: import("../schemas/registry").ContentData<"industries">;
  export default data;
}
declare module "*/data/item-page.yaml" {
  const data: import("../schemas/registry").ContentData<"item-page">;
  export default data;
}
declare module "*/data/marketing.yaml" {
  const data: import("../schemas/registry").ContentData<"marketing">;
  export default data;
}
declare module "*/data/navigation.yaml" {
  const data: import("../schemas/registry").ContentData<"navigation">;
  export default data;
}
declare module "*/data/not-found.yaml" {
  const data: import("../schemas/registry").ContentData<"not-found">;
  export default data;
}
declare module "*/data/offices.yaml" {
  const data: import("../schemas/registry").ContentData<"offices">;
  export default data;
}
declare module "*/data/pages.yaml" {
  const data: import("../schemas/registry").ContentData<"pages">;
  export default data;
}
declare module "*/data/people.yaml" {
  const data: import("../schemas/registry").ContentData<"people">;
  export default data;
}
declare module "*/data/phone-rows.yaml" {
  const data: import("../schemas/registry").ContentData<"phone-rows">;
  export default data;
}
declare module "*/data/privacy.yaml" {
  const data: import("../schemas/registry").ContentData<"privacy">;
  export default data;
}
declare module "*/data/quality-and-data-protection.yaml" {
  const data: import("../schemas/registry").ContentData<"quality-and-data-protection">;
  export default data;
}
declare module "*/data/resource-feed.yaml" {
  const data: import("../schemas/registry").ContentData<"resource-feed">;
  export default data;
}
declare module "*/data/resources.yaml" {
  const data: import("../schemas/registry").ContentData<"resources">;
  export default data;
}
declare module "*/data/sample-labels.yaml" {
  const data: import("../schemas/registry").ContentData<"sample-labels">;
  export default data;
}
declare module "*/data/sample-size.yaml" {
  const data: import("../schemas/registry").ContentData<"sample-size">;
  export default data;
}
declare module "*/data/search.yaml" {
  const data: import("../schemas/registry").ContentData<"search">;
  export default data;
}
declare module "*/data/search-entry.yaml" {
  const data: import("../schemas/registry").ContentData<"search-entry">;
  export default data;
}
declare module "*/data/service-pages.yaml" {
  const data: import("../schemas/registry").ContentData<"service-pages">;
  export default data;
}
declare module "*/data/service-sections.yaml" {
  const data: import("../schemas/registry").ContentData<"service-sections">;
  export default data;
}
declare module "*/data/services.yaml" {
  const data: import("../schemas/registry").ContentData<"services">;
  export default data;
}
declare module "*/data/site.yaml" {
  const data: import("../schemas/registry").ContentData<"site">;
  export default data;
}
declare module "*/data/topics.yaml" {
  const data: import("../schemas/registry").ContentData<"topics">;
  export default data;
}
