/** Copy of /about (app/content/data/about.yaml). Associations live in associations.ts. */
import data from "./data/about.yaml";
import type { AboutData } from "./schemas/about";

export const aboutPage = { path: "/about", ...(data as AboutData).aboutPage } as const;
