/** Copy of the 404 page and the error page: every page's first script needs it, so it is kept small. */
export const notFoundPage = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
  code: "404",
  heading: "Oops! Page not found",
  lead: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: { label: "Return to Home", to: "/" },
  consoleMessage: "404: page not found:",
} as const;

export const errorPage = {
  eyebrow: "Something went wrong",
  title: "We could not show this page",
  lead: "Please reload the page or return to the home page.",
} as const;
