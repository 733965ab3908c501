// A content data file is a module whose default export is its checked data
// (scripts/build/content-data.mjs); its loading module in app/content gives it its type.
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
