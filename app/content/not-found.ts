/** Copy of the 404 page (app/content/data/not-found.yaml; its console message is in error-pages.ts). */
import data from "./data/not-found.yaml";
import type { NotFoundData } from "./schemas/not-found";

export const notFoundPage = (data as NotFoundData).notFoundPage;
