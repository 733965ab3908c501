/** The home page's results band: its heading (app/content/data/home-results.yaml). */
import data from "./data/home-results.yaml";
import type { HomeResultsCopy } from "./schemas/home-results";

export const homeResultsCopy = data as HomeResultsCopy;
