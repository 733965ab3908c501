import { cropsFor, PAGE_PHONE_DRAWINGS, type PhoneDrawingSize } from "./phone-drawings";

/** The Resource Center items' phone versions, shown by their page's DetailHero (decision 0926). */
export const ITEM_PHONE_DRAWINGS: Readonly<Record<string, PhoneDrawingSize>> = {
  "res-pricing-reframe": { width: 600, height: 820 },
  "res-ai-in-research": { width: 600, height: 740 },
  "res-us-consumer": { width: 600, height: 640 },
  "res-maxdiff-vs-conjoint": { width: 600, height: 790 },
  "res-apac-multi": { width: 600, height: 800 },
  "res-uk-b2b": { width: 600, height: 840 },
  "res-it-buyers-five-markets": { width: 600, height: 790 },
  "res-onboarding-friction": { width: 600, height: 870 },
  "res-feature-prioritization": { width: 600, height: 950 },
  "res-pack-redesign": { width: 600, height: 830 },
  "res-claims-that-convert": { width: 600, height: 900 },
  "res-future-of-data": { width: 600, height: 1030 },
  "res-survey-best-practices": { width: 600, height: 1110 },
  // The three case studies of decision 0930.
  "res-physician-switch-drivers": { width: 600, height: 935 },
  "res-stalled-software-deals": { width: 600, height: 920 },
  "res-sugar-claims-community": { width: 600, height: 880 },
  // The sample size article (decision 0957).
  "res-how-many-interviews": { width: 600, height: 770 },
  // The two case studies of decision 0955.
  "res-lapsed-lunch-regulars": { width: 600, height: 1130 },
  "res-hard-to-reach-plan-members": { width: 600, height: 1070 },
  // The spirits and non-profit case studies of decision 0956.
  "res-gin-pack-line-up": { width: 600, height: 980 },
  "res-lapsed-donors-community": { width: 600, height: 960 },
  // The mortgage lender's study, redrawn in the family with text (decision 0965).
  "res-first-time-buyers": { width: 600, height: 1170 },
};

/** Every drawing with a phone version (the tests' list). */
export const PHONE_DRAWINGS = { ...PAGE_PHONE_DRAWINGS, ...ITEM_PHONE_DRAWINGS };

/** An item hero's crops. */
export const itemPhoneCrops = (name: string) => cropsFor(name, ITEM_PHONE_DRAWINGS[name]);
