import type { ResourceKind } from "../resources";
import { aiInResearch } from "./ai-in-research";
import { apacMulti } from "./apac-multi";
import { claimsThatConvert } from "./claims-that-convert";
import { featurePrioritization } from "./feature-prioritization";
import { futureOfData } from "./future-of-data";
import { maxdiffVsConjoint } from "./maxdiff-vs-conjoint";
import { onboardingFriction } from "./onboarding-friction";
import { packRedesign } from "./pack-redesign";
import { pricingReframe } from "./pricing-reframe";
import { surveyBestPractices } from "./survey-best-practices";
import type { ResourceDetail } from "./types";
import { ukB2b } from "./uk-b2b";
import { usConsumer } from "./us-consumer";

/** Every detail body, one typed module per Resource Center item. */
export const resourceDetails: readonly ResourceDetail[] = [
  usConsumer,
  ukB2b,
  apacMulti,
  surveyBestPractices,
  futureOfData,
  aiInResearch,
  pricingReframe,
  packRedesign,
  featurePrioritization,
  maxdiffVsConjoint,
  claimsThatConvert,
  onboardingFriction,
];

export function findResourceDetail(kind: ResourceKind, slug: string): ResourceDetail | undefined {
  return resourceDetails.find((d) => d.kind === kind && d.slug === slug);
}

export type * from "./types";
