/** The home page's results band: its heading (app/content/data/home-results.yaml). */
import data from "./data/home-results.yaml";

export const homeResultsCopy = data;
