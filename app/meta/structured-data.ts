import { offices, type Office } from "../content/offices";
import { site } from "../content/site";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD for the firm: one Organization with its four offices (each a `Place`
 * with a PostalAddress, listed under `location`), the headquarters' address as the
 * organization's own `address`, and one ContactPoint from site.ts. Social profiles are not
 * listed as `sameAs`: the site's social links point at the networks, not at real profiles.
 * Emitted on the home and contact pages through `seo({ jsonLd: [organizationJsonLd()] })`.
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

export function organizationJsonLd(): Record<string, unknown> {
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
    location: offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.name}`,
      address: postalAddress(office),
    })),
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
