/** Copy of the 404 page (app/content/data/not-found.yaml; its console message is in error-pages.ts). */
import data from "./data/not-found.yaml";

export const notFoundPage = data.notFoundPage;
