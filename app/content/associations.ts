/**
 * Professional memberships and certifications shown on /about. Each logo is a file shipped
 * with the site (public/logos); when it fails to load, the wall shows `name — fullName`.
 * PAIR's expansion is not given by the specification; see docs/decisions/0202-about-and-associations.md.
 */
export interface Association {
  key: string;
  /** Short name or acronym, as the organisation writes it. */
  name: string;
  /** Expanded name; omitted where the name is already the full name. */
  fullName?: string;
  /** Path of the logo file. */
  logo: string;
  /** Intrinsic size of the logo file (for reserved space). */
  width: number;
  height: number;
}

export const associations: readonly Association[] = [
  {
    key: "iso",
    name: "ISO",
    fullName: "International Organization for Standardization",
    logo: "/logos/iso.svg",
    width: 61,
    height: 56,
  },
  {
    key: "esomar",
    name: "ESOMAR",
    fullName: "European Society for Opinion and Marketing Research",
    logo: "/logos/esomar.svg",
    width: 149,
    height: 56,
  },
  {
    key: "insights-association",
    name: "Insights Association",
    logo: "/logos/insights-association.svg",
    width: 119,
    height: 56,
  },
  {
    key: "insight-platforms",
    name: "Insight Platforms",
    logo: "/logos/insight-platforms.svg",
    width: 102,
    height: 56,
  },
  {
    key: "pair",
    name: "PAIR",
    fullName: "Professional Association for Innovation in Research",
    logo: "/logos/pair.svg",
    width: 86,
    height: 56,
  },
  {
    key: "mrsi",
    name: "MRSI",
    fullName: "Market Research Society of India",
    logo: "/logos/mrsi.svg",
    width: 90,
    height: 56,
  },
  {
    key: "qrca",
    name: "QRCA",
    fullName: "Qualitative Research Consultants Association",
    logo: "/logos/qrca.svg",
    width: 100,
    height: 56,
  },
];

/** The text a failed logo is replaced by, e.g. "ESOMAR — European Society for …". */
export function associationLabel(a: Association): string {
  return a.fullName ? `${a.name} — ${a.fullName}` : a.name;
}
