import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { PageHero } from "../components/PageHero";
import { seo } from "../lib/seo";

const TARGET = "/services/custom";

/**
 * The home card links to /services/custom-hybrid (as the spec says); the service lives at
 * /services/custom. Servers answer 301; this prerendered page covers static hosts.
 */
export const meta = () => [
  ...seo({
    title: "Custom & Hybrid Studies",
    description: "This page has moved to /services/custom.",
    path: TARGET,
    noindex: true,
  }),
  { httpEquiv: "refresh", content: `0; url=${TARGET}` },
];

export default function CustomHybridRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(TARGET, { replace: true });
  }, [navigate]);
  return (
    <PageHero
      title="Custom & Hybrid Studies"
      lead={<Link to={TARGET}>This page has moved to Custom &amp; Hybrid Studies.</Link>}
    />
  );
}
