/** Copy of /about. Associations live in associations.ts. */
import type { IconCard } from "./icons";

export const aboutPage = {
  path: "/about",
  title: "About Us",
  description:
    "Our story, mission and vision, the values behind every study, and the professional associations Northfield Insights belongs to.",
  hero: {
    eyebrow: "About us",
    heading: "Research that earns its place in the decision",
    lead: "We are a full-service market research and data-collection firm for B2B, B2C and healthcare teams, working across 100+ countries.",
    image: {
      name: "about-hero",
      alt: "Illustration: researchers' desk with charts, interview notes and a world map in warm light",
    },
    story: {
      heading: "Our story",
      text: "We started as a small fieldwork team that clients trusted with the studies other agencies found too hard: niche B2B audiences, physicians, multi-country trackers. We grew by keeping that standard as we added qualitative, analytics and our own verified panels.",
    },
    mission: {
      heading: "Our mission",
      text: "To give every client data they can defend and insight they can act on, delivered on time and explained in plain language.",
    },
    vision: {
      heading: "Our vision",
      text: "A world where decisions about products, services and care are grounded in what real people actually think, need and do.",
    },
  },
  servicesIntro: {
    eyebrow: "What we do",
    heading: "Four services, one standard",
    lead: "From a single sizing survey to a multi-country hybrid programme, every study gets the same senior attention and the same quality stack.",
    allLabel: "All services",
    allTo: "/services",
  },
  values: {
    eyebrow: "What we stand for",
    heading: "Our Values",
    lead: "Three commitments that shape every project we take on.",
    items: [
      {
        key: "precision",
        icon: "crosshair",
        title: "Precision",
        text: "The right sample, the right question, the right analysis. We check our work twice so you only need to read it once.",
      },
      {
        key: "transparency",
        icon: "eye",
        title: "Transparency",
        text: "You see our sources, our quality log and our base sizes. If something goes wrong in field, you hear it from us first.",
      },
      {
        key: "excellence",
        icon: "award",
        title: "Excellence",
        text: "Senior researchers on every study, and reports built to be used in the meeting where the decision is made.",
      },
    ] satisfies (IconCard & { key: string })[],
  },
  associations: {
    eyebrow: "Memberships & certifications",
    heading: "Associations we belong to",
    lead: "We work to the codes and standards of the industry's professional bodies.",
  },
  careersBanner: {
    eyebrow: "Careers",
    title: "Do the best research of your career",
    text: "Join researchers, analysts and project managers who care about getting it right.",
    cta: { label: "See careers", to: "/careers" },
  },
  contactBanner: {
    eyebrow: "Start a project",
    title: "Tell us the decision you need to make",
    text: "A senior researcher replies within one business day.",
    cta: { label: "Contact us", to: "/contact" },
  },
} as const;
