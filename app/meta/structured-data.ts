import { offices, type Office } from "../content/offices";
import { site } from "../content/site";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD for the firm: one Organization with the headquarters' address as its own
 * `address` and one ContactPoint from site.ts; on /contact also its four offices (each a `Place`
 * with a PostalAddress, listed under `location`). The home page names the firm without the
 * offices: the same `@id` joins both for a search engine, and the home page's HTML stays in
 * the first round trip (docs/decisions/0527-organization-offices-on-contact.md). Social
 * profiles are not listed as `sameAs`: the site's social links point at the networks, not at
 * real profiles.
 */
export function postalAddress(office: Office): Record<string, string> {
  const address: Record<string, string> = {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.region,
    addressCountry: office.countryCode,
  };
  // Some addresses (Dubai) have no postal code: omit the property rather than emit "".
  if (office.postalCode) address.postalCode = office.postalCode;
  return address;
}

export function organizationJsonLd({ offices: withOffices = false } = {}): Record<string, unknown> {
  const orgId = absoluteUrl("/#organization");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId,
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl(site.shareImage.path),
    email: site.email,
    telephone: site.phone.href.replace(/^tel:/, ""),
    address: postalAddress(offices[0]!),
    ...(withOffices && {
      location: offices.map((office) => ({
        "@type": "Place",
        name: `${site.name} ${office.name}`,
        address: postalAddress(office),
      })),
    }),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.email,
        telephone: site.phone.href.replace(/^tel:/, ""),
        availableLanguage: ["English"],
        url: absoluteUrl("/contact"),
      },
    ],
  };
}
