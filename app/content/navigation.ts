/** The top bar and the services menu (app/content/data/navigation.yaml). */
import data from "./data/navigation.yaml";
import { services } from "./services";

export interface NavLinkItem {
  kind: "link";
  label: string;
  to: string;
  /** Paths outside `to` that belong to the item's section: it is shown as current there. */
  sectionPrefixes?: readonly string[];
}
export interface NavMenuItem {
  kind: "services-menu";
  label: string;
}
export type NavItem = NavLinkItem | NavMenuItem;

const copy = data;

/** Top bar, in the specification's order (the schema pins it: a link has its `to`). */
export const mainNav: readonly NavItem[] = copy.mainNav;

export const megaMenu = {
  heading: copy.megaMenu.heading,
  allServices: copy.megaMenu.allServices,
  items: services,
  promo: copy.megaMenu.promo,
  industriesPromo: copy.megaMenu.industriesPromo,
  toggleLabels: copy.megaMenu.toggleLabels,
};

export const skipLinkLabel = copy.skipLinkLabel;
