/**
 * The four offices. The first is selected by default on /contact. Addresses are placeholders
 * in the right form for each country (the spec gives cities only).
 */
export interface Office {
  key: "gurugram" | "dubai" | "raleigh" | "ipswich";
  name: string;
  /** One-line address used for the map query. */
  address: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
  tags: readonly string[];
  /** Accent colour of the office's marker and card (a design token value). */
  color: string;
}

export const offices: readonly Office[] = [
  {
    key: "gurugram",
    name: "Gurugram",
    address: "Tower B, DLF Cyber City, Phase II, Gurugram, Haryana 122002, India",
    streetAddress: "Tower B, DLF Cyber City, Phase II",
    locality: "Gurugram",
    region: "Haryana",
    postalCode: "122002",
    countryCode: "IN",
    country: "India",
    tags: ["Headquarters", "Fieldwork hub", "APAC"],
    color: "#0f7f76",
  },
  {
    key: "dubai",
    name: "Dubai",
    address: "Office 1204, Jumeirah Lakes Towers, Cluster X, Dubai, United Arab Emirates",
    streetAddress: "Office 1204, Jumeirah Lakes Towers, Cluster X",
    locality: "Dubai",
    region: "Dubai",
    postalCode: "",
    countryCode: "AE",
    country: "United Arab Emirates",
    tags: ["Middle East", "Africa"],
    color: "#e0a030",
  },
  {
    key: "raleigh",
    name: "Raleigh US",
    address: "421 Fayetteville Street, Suite 1100, Raleigh, NC 27601, United States",
    streetAddress: "421 Fayetteville Street, Suite 1100",
    locality: "Raleigh",
    region: "NC",
    postalCode: "27601",
    countryCode: "US",
    country: "United States",
    tags: ["North America", "Healthcare"],
    color: "#c2462b",
  },
  {
    key: "ipswich",
    name: "Ipswich UK",
    address: "Felaw Maltings, 42 Felaw Street, Ipswich IP2 8SJ, United Kingdom",
    streetAddress: "Felaw Maltings, 42 Felaw Street",
    locality: "Ipswich",
    region: "Suffolk",
    postalCode: "IP2 8SJ",
    countryCode: "GB",
    country: "United Kingdom",
    tags: ["Europe", "B2B"],
    color: "#2b3d63",
  },
];
