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

/** Top bar, in the specification's order. */
export const mainNav: readonly NavItem[] = [
  { kind: "link", label: "Home", to: "/" },
  { kind: "link", label: "About Us", to: "/about" },
  { kind: "services-menu", label: "Services" },
  { kind: "link", label: "Industries", to: "/industries" },
  { kind: "link", label: "Careers", to: "/careers" },
  { kind: "link", label: "Resources", to: "/resources", sectionPrefixes: ["/blog/"] },
  { kind: "link", label: "Contact Us", to: "/contact" },
];

export const megaMenu = {
  heading: "Our services",
  allServices: { label: "All services", to: "/services" },
  items: services,
  promo: {
    eyebrow: "Start a project",
    title: "Tell us the decision you need to make.",
    text: "A senior researcher scopes your study and replies within one business day.",
    cta: { label: "Get Started", to: "/contact" },
  },
  industriesPromo: {
    eyebrow: "Industries",
    title: "Twelve sectors, one standard of rigour.",
    cta: { label: "Explore industries", to: "/industries" },
  },
  toggleLabels: { open: "Open menu", close: "Close menu" },
} as const;

export const skipLinkLabel = "Skip to content";
