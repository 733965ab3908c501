/**
 * The line under a row of cards that scrolls sideways on a phone (components/SnapRow). Its copy
 * is in app/content/data/phone-rows.yaml, apart from the site's other words so only pages with
 * such a row load it.
 */
import data from "./data/phone-rows.yaml";

export const phoneRows = data.phoneRows;
