/**
 * The editor's preview of a Resource Center item, drawn with the site's own components and the
 * build's own code (docs/decisions/0811-own-images.md): the page's opening band with its picture
 * and result figure (DetailHero), key facts, the body rendered as the build renders it with each
 * chart drawn from the rows in the form, the author cards, and the item as a card. Rendered to
 * static markup with the site's React (a server renderer, no hydration): Decap's preview frame
 * shows it as HTML, so the editor's own React never meets the site's components.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SampleLabel } from "../components/SampleLabel";
import { drawChart } from "../catalog/chart-drawing";
import { personCard } from "../catalog/person-card";
import { readingMinutes, renderBody } from "../catalog/resource-markdown";
import chartWords from "../content/data/charts.yaml";
import itemPageWords from "../content/data/item-page.yaml";
import peopleData from "../content/data/people.yaml";
import sampleLabels from "../content/data/sample-labels.yaml";
import { contentStatusCopy } from "../content/content-status";
import type { ResourceSummary } from "../content/resource-routes";
import { findSectionBySlug, resourceSections } from "../content/resources";
import { type Chart, chartSchema } from "../content/schemas/chart";
import type { ChartLabels } from "../content/schemas/chart-labels";
import type { ItemPage } from "../content/schemas/item-page";
import type { PeopleData } from "../content/schemas/people";
import { resourceTints, type ResourceTint } from "../content/vocabulary";
import { pictureName } from "../lib/uploads";
import { AuthorCard } from "../sections/people/PersonCards";
import { DetailHero } from "../sections/resources/DetailHero";
import { FactList } from "../sections/resources/FactList";
import { MarkdownBody } from "../sections/resources/MarkdownBody";
import { ResourceCard } from "../sections/resources/ResourceCard";
import { ResultFigure } from "../sections/resources/ResultFigure";
import { withChartIds } from "./chart-ids";
import { formFields } from "./decap-config";
import { fieldLabel } from "./entry-check";
import { fieldProblem } from "./field-help";
import { typedMarkdown } from "./typed-markdown";

const labels = chartWords as ChartLabels;
const itemPage = itemPageWords as ItemPage;
const people = (peopleData as PeopleData).people;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const asideHeading = "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase";

/** A chart's fields as the form names them ("Rows 1 › Values"), for what is still missing. */
const chartFields = formFields(chartSchema);

/**
 * One chart of the form as the build draws it, or, while its rows are not complete, the first
 * thing missing, named as the form names the field (its entries counted from 1) with the
 * schema's message: "Still needed: Rows 2 › Values: 2 value(s), one per series." (decision 0816).
 */
function chartFromForm(chart: Chart): string {
  const parsed = chartSchema.safeParse(chart);
  if (parsed.success)
    return drawChart(
      parsed.data,
      labels,
      contentStatusCopy,
      renderToStaticMarkup(<SampleLabel text={sampleLabels.figures} />),
    );
  const needed = chartStillNeeded(chart) ?? "";
  const name = text((chart as { title?: unknown }).title) || text(chart.id) || "This chart";
  return `<p class="chart-pending" data-chart-pending>${escape(name)} is drawn here once its figures are complete. Still needed: ${escape(needed)}.</p>`;
}

/**
 * What a chart of the form still needs before it can be drawn, the first thing missing named as
 * the form names it ("Rows 2 › Values: 2 value(s), one per series"), or undefined when it can be
 * drawn: the preview's waiting text and the paste box's answer (decision 0816).
 */
export function chartStillNeeded(chart: unknown): string | undefined {
  const parsed = chartSchema.safeParse(chart);
  if (parsed.success) return undefined;
  // An empty short name is made from the title at publish (chart-ids.ts), so it is never what
  // is "still needed"; the title's own problem says what is (sixth marketer review).
  const id = (chart as { id?: unknown } | undefined)?.id;
  const madeLater = typeof id !== "string" || id.trim() === "";
  const issue = parsed.error.issues.find((i) => !(madeLater && i.path[0] === "id"));
  if (!issue) return madeLater ? undefined : "";
  return fieldProblem(fieldLabel(chartFields, issue.path), issue.message);
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The item page and its card as HTML, from the form's data (Decap's entry, as plain data). */
export function itemPreviewHtml(data: Record<string, unknown>): string {
  const section = findSectionBySlug(text(data.section)) ?? resourceSections[0]!;
  // As it will be saved: a heading typed in the rich-text mode is a heading (decision 0813).
  const body = typedMarkdown(text(data.body));
  // As it will be saved: a chart's empty short name made from its title (decision 0816).
  const charts = (withChartIds(data.charts) ??
    (Array.isArray(data.charts) ? data.charts : [])) as Chart[];
  const image = pictureName(text(data.image));
  const tint = (resourceTints as readonly string[]).includes(text(data.tint))
    ? (text(data.tint) as ResourceTint)
    : "sand";
  const result = data.result as { value?: unknown; line?: unknown } | undefined;
  const authors = texts(data.authors);
  const item: ResourceSummary = {
    slug: "preview",
    section: section.slug,
    title: text(data.title),
    tag: text(data.tag),
    desc: text(data.description),
    to: section.path,
    bg: tint,
    image,
    imgUrl: `/images/${image}-960.webp`,
    date: text(data.date),
    readingMinutes: readingMinutes(body),
    authors,
    industries: texts(data.industries),
    topics: texts(data.topics),
    ...(text(result?.value) && text(result?.line)
      ? { result: { value: text(result?.value), line: text(result?.line) } }
      : {}),
  };
  const cards = authors.flatMap((id) => {
    const person = people.find((p) => p.id === id);
    return person ? [personCard(person)] : [];
  });
  const facts = (Array.isArray(data.facts) ? data.facts : []).map((fact) => ({
    label: text((fact as { label?: unknown }).label),
    value: String((fact as { value?: unknown }).value ?? ""),
  }));
  const { html } = renderBody(body, charts, chartFromForm);
  return renderToStaticMarkup(
    <MemoryRouter>
      {image ? (
        <DetailHero section={section} item={item} authors={cards} imageAlt={text(data.imageAlt)} />
      ) : (
        // Without a picture yet, the page's top in words: its title, summary and result, as the
        // page shows them (the fourth marketer review, decision 0816: it showed only this note).
        <section className="border-b border-ink-100 bg-sand-100" data-preview-top>
          <div className="container-page py-12 sm:py-16">
            <h1 className="font-display text-[clamp(2.1rem,1.5rem+2.6vw,3.6rem)] leading-[1.06] text-ink-950">
              {item.title}
            </h1>
            {item.desc && <p className="mt-5 max-w-2xl text-lead text-ink-700">{item.desc}</p>}
            {item.result && <ResultFigure result={item.result} className="mt-6 max-w-xl" />}
            <p className="mt-6 text-sm text-ink-600">
              Choose a picture to see it beside the title.
            </p>
          </div>
        </section>
      )}
      <div className="container-page py-14">
        {facts.length > 0 && (
          <div className="mb-14">
            <FactList facts={facts} columns={facts.length === 4 ? 4 : 3} />
          </div>
        )}
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <MarkdownBody html={html} />
          <aside className="space-y-6 self-start">
            <section>
              <h2 className={asideHeading}>{itemPage.authorLabel}</h2>
              <ul className="mt-3 space-y-3">
                {cards.map((author) => (
                  <li key={author.id}>
                    <AuthorCard author={author} />
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
      {image && (
        <section
          aria-label="As a card in lists and on the home page"
          className="border-t border-ink-100 bg-sand-100 py-12"
        >
          <div className="container-page max-w-sm">
            <ResourceCard item={item} />
          </div>
        </section>
      )}
    </MemoryRouter>,
  );
}
