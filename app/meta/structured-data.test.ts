import { describe, expect, it } from "vitest";
import { offices } from "../content/offices";
import { site } from "../content/site";
import { seo } from "./seo";
import { organizationJsonLd } from "./structured-data";

type Json = Record<string, unknown>;

describe("organizationJsonLd", () => {
  const data = organizationJsonLd({ offices: true });

  it("names the firm without its offices where asked (the home page)", () => {
    const lean = organizationJsonLd();
    expect(lean["@id"]).toBe(data["@id"]);
    expect(lean).not.toHaveProperty("location");
    expect(lean.address).toEqual(data.address);
  });

  it("describes the firm as a schema.org Organization", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.url).toBe(`${site.origin}/`);
    expect(data.email).toBe(site.email);
  });

  it("lists the four offices with postal addresses", () => {
    const locations = data.location as Json[];
    expect(locations).toHaveLength(offices.length);
    expect(locations).toHaveLength(4);
    locations.forEach((place, i) => {
      const office = offices[i]!;
      const address = place.address as Json;
      expect(place["@type"]).toBe("Place");
      expect(place.name).toContain(office.name);
      expect(address).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: office.streetAddress,
        addressLocality: office.locality,
        addressCountry: office.countryCode,
      });
      if (office.postalCode) expect(address.postalCode).toBe(office.postalCode);
      else expect(address).not.toHaveProperty("postalCode");
    });
  });

  it("carries a contact point with the site's e-mail and phone", () => {
    const [contact] = data.contactPoint as Json[];
    expect(contact).toMatchObject({
      "@type": "ContactPoint",
      email: site.email,
      telephone: site.phone.href.replace("tel:", ""),
    });
  });

  it("has no empty or undefined value (JSON.stringify would drop it silently)", () => {
    const holes: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === undefined || value === null || value === "") holes.push(path);
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (typeof value === "object")
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(data, "$");
    expect(holes).toEqual([]);
  });

  it("names the spec's four offices, in their countries", () => {
    const places = (data.location as Json[]).map((p) => [
      p.name,
      (p.address as Json).addressCountry,
    ]);
    expect(places).toEqual([
      [expect.stringContaining("Gurugram"), "IN"],
      [expect.stringContaining("Dubai"), "AE"],
      [expect.stringContaining("Raleigh"), "US"],
      [expect.stringContaining("Ipswich"), "GB"],
    ]);
  });

  it("rides on the SEO helper as one ld+json script", () => {
    const tags = seo({ title: "x", description: "y", path: "/", jsonLd: [data] });
    expect(tags.filter((t) => "script:ld+json" in t)).toEqual([{ "script:ld+json": data }]);
  });
});
