/**
 * The section only one service page has (issue 39): its copy from
 * app/content/data/service-sections.yaml, and its chart, if it has one, drawn here at build time
 * (charts.server.ts), so the service route's loader sends markup and no chart code reaches the
 * browser.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import {
  type ServiceSectionsData,
  serviceSectionsSchema,
} from "../content/schemas/service-sections";
import type { ContentStatus } from "../content/schemas/common";
import { loadChartLabels, renderChart, sampleWording } from "./charts.server";

const SERVICE_SECTIONS_FILE = "app/content/data/service-sections.yaml";

export interface ServiceSectionData {
  eyebrow: string;
  heading: string;
  lead: string;
  /** The chart's figure as HTML. */
  html?: string;
  quotes?: { text: string; who: string }[];
  source?: string;
  status?: ContentStatus;
  sampleNote?: string;
}

function load(root = process.cwd()): ServiceSectionsData {
  const parsed = serviceSectionsSchema.safeParse(
    parseYaml(readFileSync(path.join(root, SERVICE_SECTIONS_FILE), "utf8")),
  );
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((i) => `${SERVICE_SECTIONS_FILE}: ${i.path.join(".") || "(file)"}: ${i.message}`)
        .join("\n"),
    );
  return parsed.data;
}

export function serviceSectionFor(slug: string): ServiceSectionData | null {
  const entry = load()[slug as keyof ServiceSectionsData];
  if (!entry) return null;
  const { chart, ...own } = entry;
  // Sample quotes say so in every build, in one wording (decision 0805).
  const rest = own.status === "sample" ? { ...own, sampleNote: sampleWording() } : own;
  return chart ? { ...rest, html: renderChart(chart, loadChartLabels()) } : rest;
}
