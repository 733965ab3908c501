/**
 * The home services grid's typical studies, read by the home route's loader at build time: each
 * card's service's timeline and budget from the service pages' own proof (service-sections.yaml,
 * the figures /services shows beside its heading), so a changed band reaches the home page by
 * itself (decision 0942). In the cards' order and as short as it can be: the home page's markup is
 * at its first-round-trip line, and loader data travels in the page twice.
 */
import { cardService, servicesGrid } from "../content/home";
import type { TypicalStudies } from "../sections/home/ServicesGrid";
import { readContentFile } from "./data-files.server";
import { sampleWording } from "./sample-label.server";

export function homeTypicalStudies(): TypicalStudies {
  const sections = readContentFile("service-sections");
  const proofs = servicesGrid.cards.map((card) => sections[cardService(card.href)]?.proof);
  return {
    labels: [sections.proof.timeline, sections.proof.budget],
    studies: proofs.map((p) => (p ? [p.timeline, p.budget] : null)),
    ...(proofs.some((p) => p?.status === "sample")
      ? { sampleLabel: sampleWording("figures") }
      : {}),
  };
}
