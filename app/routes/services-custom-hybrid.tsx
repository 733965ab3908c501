import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { PageHero } from "../components/PageHero";
import { customHybridRedirect as page } from "../content/pages";
import { seo } from "../meta/seo";

/**
 * The home card links to /services/custom-hybrid (as the spec says); the service lives at
 * /services/custom. Servers answer 301; this prerendered page covers static hosts: canonical
 * link to the target, a meta refresh for visitors without JavaScript, and a client-side
 * replace once hydrated.
 */
export const meta = () => [
  ...seo({ title: page.title, description: page.description, path: page.to, noindex: true }),
  { httpEquiv: "refresh", content: `0; url=${page.to}` },
];

export default function CustomHybridRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(page.to, { replace: true });
  }, [navigate]);
  return (
    <PageHero
      eyebrow={page.eyebrow}
      title={page.heading}
      lead={
        <Link discover="none" to={page.to} className="font-semibold text-teal-700 underline">
          {page.linkLabel}
        </Link>
      }
    />
  );
}
