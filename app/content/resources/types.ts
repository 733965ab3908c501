/**
 * Shapes of the Resource Center's detail pages. Each item has one typed module in this folder
 * (its body); its card summary (title, tag, desc, image) lives in ../resources.ts so menus and
 * the index pages do not carry every article's text.
 */
export interface Fact {
  label: string;
  value: string;
}

export interface ProseSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

interface DetailBase {
  slug: string;
  /** Opening paragraph under the page title. */
  intro: string;
}

export interface PanelBookDetail extends DetailBase {
  kind: "panel-books";
  facts: readonly Fact[];
  sections: readonly ProseSection[];
  profiling: readonly string[];
}

export interface GuideBookDetail extends DetailBase {
  kind: "guide-books";
  /** Why the guide exists and what readers take from it (paragraphs). */
  overview: readonly string[];
  audience: string;
  facts: readonly Fact[];
  chapters: readonly { title: string; summary: string }[];
}

export interface CaseStudyDetail extends DetailBase {
  kind: "case-studies";
  client: string;
  industry: string;
  services: readonly string[];
  metrics: readonly Fact[];
  challenge: readonly string[];
  approach: readonly string[];
  result: readonly string[];
  quote?: { text: string; attribution: string };
}

export interface ArticleDetail extends DetailBase {
  kind: "articles";
  author: string;
  authorRole: string;
  /** ISO date (YYYY-MM-DD). */
  published: string;
  readMinutes: number;
  sections: readonly ProseSection[];
  takeaways: readonly string[];
}

export type ResourceDetail = PanelBookDetail | GuideBookDetail | CaseStudyDetail | ArticleDetail;
