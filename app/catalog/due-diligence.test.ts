// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import {
  ESOMAR_37_FILE,
  QUALITY_FILE,
  loadEsomar37,
  loadQualityPage,
  paragraphs,
} from "./due-diligence.server";
import { prerenderPaths } from "./routes-manifest";

const root = path.resolve(__dirname, "../..");

/** A scratch copy of a data file, changed by `edit`, in a project root of its own. */
function scratchRoot(file: string, edit: (data: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), "due-diligence-"));
  cpSync(path.join(root, "app/content/data"), path.join(dir, "app/content/data"), {
    recursive: true,
  });
  const data = parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
  edit(data);
  writeFileSync(path.join(dir, file), stringify(data));
  return dir;
}

describe("ESOMAR's 37 questions", () => {
  const doc = loadEsomar37(root);

  it("answers 37 questions in ESOMAR's six sections, in its order", () => {
    expect(doc.sections.map((s) => [s.title, s.questions.length])).toEqual([
      ["Company profile", 3],
      ["Sample sources and recruitment", 8],
      ["Sampling and project management", 11],
      ["Data quality and validation", 6],
      ["Policies and compliance", 8],
      ["Metrics", 1],
    ]);
    expect(doc.sections.flatMap((s) => s.questions)).toHaveLength(37);
  });

  it("marks the certifications, audits and legal commitments for the firm to confirm, and tells visitors only what is true today", () => {
    const questions = doc.sections.flatMap((s) => s.questions);
    const about = (word: RegExp) => questions.filter((q) => word.test(q.question + q.answer));
    for (const claim of [/ISO 20252/, /ISO 27001/, /GDPR/, /data protection officer/i]) {
      expect(about(claim).length, String(claim)).toBeGreaterThan(0);
      for (const q of about(claim)) {
        expect(q.status, q.short).toBe("to-confirm");
        expect(q.confirm, q.short).toBeTruthy();
        // What a production build shows while the claim is unconfirmed (decision 0805).
        expect(q.today ?? q.answer, q.short).not.toMatch(claim);
      }
    }
  });

  it("repeats the site's figures as the site states them", () => {
    const text = JSON.stringify(doc);
    for (const figure of ["99.9%+", "7–12 minutes", "380+", "30–90 days", "5–12%"])
      expect(text).toContain(figure);
  });

  it("fails the build naming the file, the field and the rule when a question is missing", () => {
    const dir = scratchRoot(ESOMAR_37_FILE, (data) => {
      const sections = data.sections as { questions: unknown[] }[];
      sections[1]!.questions.pop();
    });
    expect(() => loadEsomar37(dir)).toThrow(
      `${ESOMAR_37_FILE}: sections.1.questions: ESOMAR's section "Sample sources and recruitment" has 8 questions; this one has 7.`,
    );
  });

  it("fails when a section is renamed or moved", () => {
    const dir = scratchRoot(ESOMAR_37_FILE, (data) => {
      const sections = data.sections as unknown[];
      [sections[0], sections[1]] = [sections[1], sections[0]];
    });
    expect(() => loadEsomar37(dir)).toThrow(`${ESOMAR_37_FILE}: sections: Keep ESOMAR's six`);
  });
});

describe("quality and data protection", () => {
  const doc = loadQualityPage(root);
  const rows = doc.sections.flatMap((s) => s.figures?.rows ?? []);

  it("shows 99.9%+ clean data and the specification's quality metrics", () => {
    const values = rows.map((r) => `${r.measure} ${r.value}`);
    expect(values).toEqual(
      expect.arrayContaining([
        "Clean data delivered 99.9%+",
        "Show rate ≥85%",
        "Show rate ≥90%",
        "Transcript turnaround <24 h",
        "Inter-coder κ ≥0.80",
        "Completion ≥90%",
        "Records passing QC ≥95%",
        "Sampling error at n=1000 ±3.1%",
        "Fail-and-replace buffer 5–12%",
        "IR delta trigger ±5pp",
        "QC removal SLA <12 h",
        "Design effect 1.10–1.35",
        "Topline turnaround <72 h",
      ]),
    );
  });

  it("names ISO 20252, ISO 27001 and the GDPR, each marked for the firm to confirm", () => {
    const items = doc.sections.flatMap((s) => s.items ?? []);
    for (const term of ["ISO 20252", "ISO 27001", "GDPR and UK GDPR"]) {
      const item = items.find((i) => i.term === term);
      expect(item?.status, term).toBe("to-confirm");
      expect(item?.confirm, term).toBeTruthy();
    }
  });

  it("links only to prerendered pages", () => {
    const links = doc.sections.flatMap((s) => s.links ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(prerenderPaths).toContain(link.to);
  });

  it("fails the build with the file, the field and a message on a bad date", () => {
    const dir = scratchRoot(QUALITY_FILE, (data) => {
      data.reviewed = "14 November 2025";
    });
    expect(() => loadQualityPage(dir)).toThrow(
      `${QUALITY_FILE}: reviewed: Write the date of the last review as YYYY-MM-DD`,
    );
  });
});

describe("paragraphs", () => {
  it("splits a block at blank lines and joins the lines of a paragraph", () => {
    expect(paragraphs("One\nline.\n\n  Two.\n")).toEqual(["One line.", "Two."]);
  });
});
