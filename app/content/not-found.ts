/** Copy of the 404 page (the not-found route; its console message is in error-pages.ts). */
export const notFoundPage = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
  code: "404",
  heading: "Oops! Page not found",
  lead: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: { label: "Return to Home", to: "/" },
  search: {
    label: "Search the site",
    placeholder: "Services, guides…",
    submit: "Search",
  },
  destinationsHeading: "Or start from one of these",
  destinations: [
    {
      label: "Services",
      text: "Quantitative, qualitative, panels and custom studies",
      to: "/services",
    },
    { label: "Industries", text: "Twelve sectors and how we work in each", to: "/industries" },
    {
      label: "Resource Center",
      text: "Panel books, guides, case studies, articles",
      to: "/resources",
    },
    { label: "Contact Us", text: "A reply within one business day", to: "/contact" },
  ],
} as const;
