/** Copy of /about (app/content/data/about.yaml). Associations live in associations.ts. */
import data from "./data/about.yaml";

export const aboutPage = { path: "/about", ...data.aboutPage } as const;
