/**
 * Charts as the build draws them: a chart from an item's front matter (app/content/schemas/chart.ts)
 * becomes a `<figure>` of inline SVG with real text, its finding as the caption, its base, source
 * and fieldwork, and the same numbers as a table. d3-scale and d3-shape do the scales and paths;
 * the build calls this through charts.server.ts, so no chart library reaches a site page
 * (decision 0900). Pure (no file system): the editor's preview draws a chart from the rows
 * typed in its form with this same code (decision 0811).
 *
 * Each chart is drawn twice, for a narrow and a wide column, and CSS shows the one that fits
 * (a container query in app/styles/app.css): text never shrinks below 11 px at 320 px.
 * Series differ by pattern, marker or dash as well as colour, and carry direct value labels.
 */
import { scaleLinear, scalePoint } from "d3-scale";
import { area, line } from "d3-shape";
import type { ChartLabels } from "../content/schemas/chart-labels";
import type { Chart, ChartUnit } from "../content/schemas/chart";
import type { ContentStatusData } from "../content/schemas/content-status";
import { contentPreview, inlineMarkClass } from "../lib/content-preview";

/** The two drawings of every chart: viewBox widths in SVG units (≈ CSS px at 1:1). */
const CHART_WIDTHS = { narrow: 300, wide: 680 } as const;
type Variant = keyof typeof CHART_WIDTHS;

// The design system's colours (app/styles/app.css @theme), as SVG attributes need them.
const C = {
  ink950: "#0a1326",
  ink900: "#12213f",
  ink800: "#1c2e52",
  ink600: "#44547a",
  ink300: "#a7b1c7",
  ink100: "#e6e9f0",
  teal700: "#0d6b63",
  teal600: "#0f7f76",
  teal300: "#6fd0c4",
  amber500: "#e0a030",
  amber300: "#f3cf83",
  sand200: "#e6ddcc",
  white: "#ffffff",
};

const FONT = { label: 15, value: 14, small: 13, tick: 12 };
/** Average advance of Inter's characters in em: enough to lay out labels without a DOM. */
const ADVANCE = 0.58;
const textWidth = (s: string, size: number) => s.length * size * ADVANCE;

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (n: number) => Math.round(n * 10) / 10;

const DECIMALS: Record<ChartUnit, number> = {
  percent: 0,
  seconds: 1,
  thousands: 0,
  count: 0,
  score: 1,
  kappa: 2,
  weeks: 0,
};

/** 1234.5 → "1,234.5": thousands grouped, fixed decimals (build time; no Intl needed). */
function grouped(v: number, digits: number): string {
  const [whole, fraction] = Math.abs(v).toFixed(digits).split(".");
  const sign = v < 0 ? "−" : "";
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

export function formatValue(v: number, unit: ChartUnit, labels: ChartLabels): string {
  const digits =
    (unit === "percent" || unit === "weeks") && !Number.isInteger(v) ? 1 : DECIMALS[unit];
  return `${grouped(v, digits)}${labels.units[unit]}`;
}

function formatMargin(m: number, unit: ChartUnit): string {
  const digits = unit === "kappa" ? 2 : unit === "thousands" || unit === "count" ? 0 : 1;
  return `±${m.toFixed(digits)}`;
}

/**
 * The ± half-width of a figure's 95% interval: given in the content, or for a percentage with
 * its base, the normal approximation 1.96·√(p(1−p)/n).
 */
function marginOf(chart: Chart, rowIndex: number, series: number): number | undefined {
  const row = chart.rows[rowIndex]!;
  const given = row.margins?.[series];
  if (given !== undefined) return given;
  // A composition's base is often a whole population (every member), not a sample: its
  // intervals are given in the content or stated in the note, never derived.
  if (chart.kind === "stacked" || chart.unit !== "percent" || row.n === undefined) return undefined;
  const p = (row.values[series] ?? 0) / 100;
  return 1.96 * Math.sqrt((p * (1 - p)) / row.n) * 100;
}

/** How a series looks: fill (bars), marker (dots, lines) and dash (lines). */
interface SeriesStyle {
  fill: (pid: string) => string;
  stroke: string;
  dash?: string;
  marker: "circle" | "diamond" | "square" | "triangle";
}
const SERIES: SeriesStyle[] = [
  { fill: () => C.ink800, stroke: C.ink800, marker: "circle" },
  { fill: (pid) => `url(#${pid}-hatch)`, stroke: C.teal700, dash: "7 4", marker: "diamond" },
  { fill: (pid) => `url(#${pid}-dots)`, stroke: C.ink600, dash: "2 3", marker: "square" },
  { fill: () => C.ink300, stroke: C.ink300, dash: "10 3 2 3", marker: "triangle" },
];
const seriesStyle = (i: number) => SERIES[i % SERIES.length]!;

/** Composition segments, in order; the text colour keeps 4.5:1 on each. */
const SEGMENTS = [
  { fill: C.ink900, text: C.white },
  { fill: C.teal700, text: C.white },
  { fill: C.teal300, text: C.ink950 },
  { fill: C.amber300, text: C.ink950 },
  { fill: C.sand200, text: C.ink950 },
  { fill: C.ink300, text: C.ink950 },
];

function defs(pid: string): string {
  return (
    `<defs>` +
    `<pattern id="${pid}-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${C.teal600}"/><rect width="2" height="6" fill="${C.white}" fill-opacity="0.45"/></pattern>` +
    `<pattern id="${pid}-dots" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${C.amber300}"/><circle cx="3" cy="3" r="1.3" fill="${C.ink900}"/></pattern>` +
    `</defs>`
  );
}

function marker(kind: SeriesStyle["marker"], x: number, y: number, fill: string): string {
  const s = 6.5;
  const stroke = `stroke="${C.white}" stroke-width="1.5"`;
  switch (kind) {
    case "circle":
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${s}" fill="${fill}" ${stroke}/>`;
    case "diamond":
      return `<path d="M${r1(x)} ${r1(y - s - 1)}l${s + 1} ${s + 1}l${-s - 1} ${s + 1}l${-s - 1} ${-s - 1}z" fill="${fill}" ${stroke}/>`;
    case "square":
      return `<rect x="${r1(x - s + 0.5)}" y="${r1(y - s + 0.5)}" width="${2 * s - 1}" height="${2 * s - 1}" fill="${fill}" ${stroke}/>`;
    case "triangle":
      return `<path d="M${r1(x)} ${r1(y - s - 1)}l${s + 1} ${2 * s}h${-2 * s - 2}z" fill="${fill}" ${stroke}/>`;
  }
}

const text = (
  x: number,
  y: number,
  content: string,
  {
    size = FONT.value,
    weight = 400,
    fill = C.ink900,
    anchor = "start",
    cls = "",
  }: { size?: number; weight?: number; fill?: string; anchor?: string; cls?: string } = {},
) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ""} fill="${fill}"${anchor !== "start" ? ` text-anchor="${anchor}"` : ""}${cls ? ` class="${cls}"` : ""}>${esc(content)}</text>`;

/** Greedy word wrap to a width. */
function wrap(s: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of s.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

interface Drawing {
  body: string;
  height: number;
}

/** A legend of swatches and labels, wrapped to the width. */
function legend(
  items: { label: string; swatch: (x: number, cy: number) => string }[],
  width: number,
): Drawing {
  let x = 0;
  let y = 0;
  const parts: string[] = [];
  for (const item of items) {
    const w = 22 + textWidth(item.label, FONT.small) + 16;
    if (x > 0 && x + w > width) {
      x = 0;
      y += 22;
    }
    parts.push(item.swatch(x, y + 9), text(x + 22, y + 14, item.label, { size: FONT.small }));
    x += w;
  }
  return { body: `<g class="chart-legend">${parts.join("")}</g>`, height: y + 22 };
}

const swatchRect = (fill: string) => (x: number, cy: number) =>
  `<rect x="${x}" y="${cy - 7}" width="16" height="14" rx="2" fill="${fill}"/>`;

/** A row's label (wrapped) with its base on the last line when it fits, else on its own. */
function rowLabel(
  label: string,
  base: string | undefined,
  x: number,
  y: number,
  width: number,
  anchor: "start" | "middle" = "start",
): Drawing {
  const lines = wrap(label, width, FONT.label);
  const parts: string[] = [];
  let h = 0;
  // The base on the label's last line when both fit: set after the label as the font sets it
  // (a tspan), not at a width guessed from its characters, which ran a wide label into its base
  // (the third marketer review, decision 0816).
  const last = lines.at(-1) ?? "";
  const inline =
    base !== undefined && anchor === "start" && textWidth(`${last}  ${base}`, FONT.label) <= width;
  lines.forEach((l, i) => {
    const line = text(x, y + 15 + i * 20, l, {
      size: FONT.label,
      weight: 600,
      fill: C.ink950,
      anchor,
    });
    parts.push(
      inline && i === lines.length - 1
        ? line.replace(
            /<\/text>$/,
            `<tspan dx="4" font-size="${FONT.small}" font-weight="400" fill="${C.ink600}"> ${esc(base!)}</tspan></text>`,
          )
        : line,
    );
    h = (i + 1) * 20;
  });
  if (base && !inline) {
    parts.push(text(x, y + h + 15, base, { size: FONT.small, fill: C.ink600, anchor }));
    h += 20;
  }
  return { body: parts.join(""), height: h };
}

function ticksAxis(
  x: (v: number) => number,
  ticks: number[],
  top: number,
  bottom: number,
  format: (v: number) => string,
  width: number,
): Drawing {
  const parts: string[] = [];
  for (const t of ticks) {
    const tx = x(t);
    parts.push(
      `<line x1="${r1(tx)}" x2="${r1(tx)}" y1="${r1(top)}" y2="${r1(bottom)}" stroke="${t === 0 ? C.ink300 : C.ink100}" stroke-width="1"/>`,
    );
    const label = format(t);
    const w = textWidth(label, FONT.tick);
    const anchor = tx - w / 2 < 0 ? "start" : tx + w / 2 > width ? "end" : "middle";
    parts.push(text(tx, bottom + 16, label, { size: FONT.tick, fill: C.ink600, anchor }));
  }
  return { body: parts.join(""), height: bottom + 22 };
}

interface Context {
  chart: Chart;
  labels: ChartLabels;
  width: number;
  pid: string;
}

const baseText = (n: number | undefined) => (n === undefined ? undefined : `n = ${grouped(n, 0)}`);

/** Grouped horizontal bars, dot rows (one marker per series) and a centred funnel. */
function drawRows({ chart, labels, width, pid }: Context): Drawing {
  const fmt = (v: number) => formatValue(v, chart.unit, labels);
  const S = chart.series.length;
  const funnel = chart.kind === "funnel";
  const dots = chart.kind === "dots";
  const parts: string[] = [];
  let y = 0;
  if (S > 1) {
    const l = legend(
      chart.series.map((s, i) => ({
        label: s.label,
        swatch: dots
          ? (x, cy) => marker(seriesStyle(i).marker, x + 8, cy, seriesStyle(i).stroke)
          : swatchRect(seriesStyle(i).fill(pid)),
      })),
      width,
    );
    parts.push(l.body);
    y += l.height + 12;
  }
  const valueWidth =
    Math.max(...chart.rows.flatMap((r) => r.values.map((v) => textWidth(fmt(v), FONT.value)))) + 10;
  const top = (i: number, s: number) =>
    (chart.rows[i]!.values[s] ?? 0) + (marginOf(chart, i, s) ?? 0);
  const max = Math.max(...chart.rows.flatMap((r, i) => r.values.map((_, s) => top(i, s))));
  const plotRight = width - valueWidth;
  const x = scaleLinear().domain([0, max]).nice(4).range([0, plotRight]);
  const barH = width >= CHART_WIDTHS.wide ? 20 : 16;
  const gap = dots ? 8 : 5;
  const gridTop = y;
  const marks: string[] = [];
  chart.rows.forEach((row, i) => {
    const stageShare =
      funnel && i > 0 ? (row.values[0]! / chart.rows[i - 1]!.values[0]!) * 100 : undefined;
    const note =
      stageShare !== undefined
        ? `${Math.round(stageShare)}% ${labels.ofStageBefore}`
        : baseText(row.n);
    const label = funnel
      ? rowLabel(row.label, note, plotRight / 2, y, plotRight, "middle")
      : rowLabel(row.label, note, 0, y, width);
    marks.push(label.body);
    y += label.height + 6;
    row.values.forEach((v, s) => {
      const style = seriesStyle(s);
      const m = marginOf(chart, i, s);
      const cy = y + barH / 2;
      const w = x(v) - x(0);
      const x0 = funnel ? (plotRight - w) / 2 : x(0);
      const data = `data-row="${i}" data-series="${s}" data-value="${v}"`;
      if (dots) {
        marks.push(
          `<line x1="0" x2="${r1(plotRight)}" y1="${r1(cy)}" y2="${r1(cy)}" stroke="${C.ink100}" stroke-width="2"/>`,
        );
      } else {
        marks.push(
          `<rect class="chart-bar" ${data} x="${r1(x0)}" y="${r1(y)}" width="${r1(w)}" height="${barH}" rx="2" fill="${style.fill(pid)}"/>`,
        );
      }
      let end = funnel ? x0 + w : x(v);
      if (m !== undefined && m > 0) {
        const a = x(Math.max(0, v - m));
        const b = x(v + m);
        const lines = `<line x1="${r1(a)}" x2="${r1(b)}" y1="${r1(cy)}" y2="${r1(cy)}"/><line x1="${r1(a)}" x2="${r1(a)}" y1="${r1(cy - 5)}" y2="${r1(cy + 5)}"/><line x1="${r1(b)}" x2="${r1(b)}" y1="${r1(cy - 5)}" y2="${r1(cy + 5)}"/>`;
        // A white halo keeps the whisker visible where it crosses a dark bar.
        marks.push(
          `<g class="chart-whisker" data-row="${i}" data-series="${s}" data-low="${r1(v - m)}" data-high="${r1(v + m)}"><g stroke="${C.white}" stroke-width="4" stroke-opacity="0.85">${lines}</g><g stroke="${C.ink950}" stroke-width="1.5">${lines}</g></g>`,
        );
        end = Math.max(end, b);
      }
      if (dots) {
        marks.push(
          `<g class="chart-dot" ${data} data-x="${r1(x(v))}">${marker(style.marker, x(v), cy, style.stroke)}</g>`,
        );
        end = Math.max(end, x(v) + 7);
      }
      marks.push(
        text(end + 6, cy + 5, fmt(v), { size: FONT.value, weight: 600, cls: "chart-value" }),
      );
      y += barH + gap;
    });
    y += 14 - gap;
  });
  const axis = funnel
    ? { body: "", height: y }
    : ticksAxis((v) => x(v), x.ticks(4), gridTop, y - 6, fmt, width);
  return { body: parts.join("") + axis.body + marks.join(""), height: axis.height };
}

/** Stacked 100% bars: the composition of each row, one under the other on one scale. */
function drawStacked({ chart, labels, width }: Context): Drawing {
  const fmt = (v: number) => formatValue(v, chart.unit, labels);
  const parts: string[] = [];
  const l = legend(
    chart.series.map((s, i) => ({
      label: s.label,
      swatch: swatchRect(SEGMENTS[i % SEGMENTS.length]!.fill),
    })),
    width,
  );
  parts.push(l.body);
  let y = l.height + 12;
  const x = scaleLinear().domain([0, 100]).range([0, width]);
  const barH = 34;
  const gridTop = y;
  const marks: string[] = [];
  chart.rows.forEach((row, i) => {
    const label = rowLabel(row.label, baseText(row.n), 0, y, width);
    marks.push(label.body);
    y += label.height + 6;
    let cum = 0;
    row.values.forEach((v, s) => {
      const seg = SEGMENTS[s % SEGMENTS.length]!;
      const x0 = x(cum);
      const w = x(cum + v) - x0;
      marks.push(
        `<rect class="chart-bar" data-row="${i}" data-series="${s}" data-value="${v}" x="${r1(x0)}" y="${r1(y)}" width="${r1(Math.max(0, w - 1.5))}" height="${barH}" fill="${seg.fill}"/>`,
      );
      const t = fmt(v);
      if (textWidth(t, FONT.small) + 6 <= w)
        marks.push(
          text(x0 + w / 2, y + barH / 2 + 4.5, t, {
            size: FONT.small,
            weight: 600,
            fill: seg.text,
            anchor: "middle",
            cls: "chart-value",
          }),
        );
      cum += v;
    });
    y += barH + 14;
  });
  const axis = ticksAxis((v) => x(v), [0, 25, 50, 75, 100], gridTop, y - 8, fmt, width);
  return { body: parts.join("") + axis.body + marks.join(""), height: axis.height };
}

/** Lines over time (rows are the time points), a 95% band where the figures carry one. */
function drawLine({ chart, labels, width }: Context): Drawing {
  const fmt = (v: number) => formatValue(v, chart.unit, labels);
  const parts: string[] = [];
  let y = 0;
  const l = legend(
    chart.series.map((s, i) => {
      const style = seriesStyle(i);
      return {
        label: s.label,
        swatch: (x: number, cy: number) =>
          `<line x1="${x}" x2="${x + 16}" y1="${cy}" y2="${cy}" stroke="${style.stroke}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""}/>` +
          marker(style.marker, x + 8, cy, style.stroke),
      };
    }),
    width,
  );
  parts.push(l.body);
  y += l.height + 14;
  const top = (i: number, s: number) =>
    (chart.rows[i]!.values[s] ?? 0) + (marginOf(chart, i, s) ?? 0);
  const max = Math.max(...chart.rows.flatMap((r, i) => r.values.map((_, s) => top(i, s))));
  const plotH = width >= CHART_WIDTHS.wide ? 240 : 190;
  const yScale = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([y + plotH, y]);
  const ticks = yScale.ticks(4);
  const left = Math.max(...ticks.map((t) => textWidth(fmt(t), FONT.tick))) + 10;
  const last = chart.rows.length - 1;
  const endWidth = Math.max(...chart.rows[last]!.values.map((v) => textWidth(fmt(v), FONT.value)));
  const right = endWidth + 18;
  const x = scalePoint<number>()
    .domain(chart.rows.map((_, i) => i))
    .range([left + 8, width - right]);
  for (const t of ticks) {
    const ty = yScale(t);
    parts.push(
      `<line x1="${r1(left)}" x2="${width - right + 8}" y1="${r1(ty)}" y2="${r1(ty)}" stroke="${t === 0 ? C.ink300 : C.ink100}"/>`,
      text(left - 8, ty + 4, fmt(t), { size: FONT.tick, fill: C.ink600, anchor: "end" }),
    );
  }
  // Time labels: every k-th when they would collide, the last always.
  const step = x.step();
  const widest = Math.max(...chart.rows.map((r) => textWidth(r.label, FONT.tick)));
  const every = Math.max(1, Math.ceil((widest + 8) / step));
  chart.rows.forEach((r, i) => {
    if (i % every !== 0 && i !== last) return;
    if (i !== last && i + every > last && last - i < every) return;
    parts.push(
      text(x(i)!, y + plotH + 18, r.label, { size: FONT.tick, fill: C.ink600, anchor: "middle" }),
    );
  });
  // Lines, bands and markers; end labels nudged apart when two would overlap.
  const ends: { y: number; text: string; s: number }[] = [];
  chart.series.forEach((_, s) => {
    const style = seriesStyle(s);
    const points = chart.rows.map((r, i) => ({ i, v: r.values[s] ?? 0, m: marginOf(chart, i, s) }));
    if (points.every((p) => p.m !== undefined)) {
      const band = area<(typeof points)[number]>()
        .x((p) => x(p.i)!)
        .y0((p) => yScale(Math.max(0, p.v - (p.m ?? 0))))
        .y1((p) => yScale(p.v + (p.m ?? 0)));
      parts.push(
        `<path class="chart-band" d="${band(points)}" fill="${style.stroke}" fill-opacity="0.14"/>`,
      );
    }
    const path = line<(typeof points)[number]>()
      .x((p) => x(p.i)!)
      .y((p) => yScale(p.v));
    parts.push(
      `<path class="chart-line" data-series="${s}" d="${path(points)}" fill="none" stroke="${style.stroke}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""}/>`,
    );
    for (const p of points)
      parts.push(
        `<g class="chart-dot" data-row="${p.i}" data-series="${s}" data-value="${p.v}" data-x="${r1(x(p.i)!)}" data-y="${r1(yScale(p.v))}">${marker(style.marker, x(p.i)!, yScale(p.v), style.stroke)}</g>`,
      );
    const lastPoint = points[last]!;
    ends.push({ y: yScale(lastPoint.v) + 5, text: fmt(lastPoint.v), s });
  });
  ends.sort((a, b) => a.y - b.y);
  for (let k = 1; k < ends.length; k++)
    if (ends[k]!.y - ends[k - 1]!.y < 16) ends[k]!.y = ends[k - 1]!.y + 16;
  for (const e of ends)
    parts.push(
      text(x(last)! + 12, e.y, e.text, {
        size: FONT.value,
        weight: 600,
        fill: seriesStyle(e.s).stroke === C.ink300 ? C.ink900 : seriesStyle(e.s).stroke,
        cls: "chart-value",
      }),
    );
  return { body: parts.join(""), height: y + plotH + 28 };
}

/** Phases as bars from their start to their end on one time axis (a study's design). */
function drawTimeline({ chart, labels, width }: Context): Drawing {
  const fmt = (v: number) => formatValue(v, chart.unit, labels);
  const span = (r: Chart["rows"][number]) => `${grouped(r.values[0]!, 0)}–${fmt(r.values[1]!)}`;
  const valueWidth = Math.max(...chart.rows.map((r) => textWidth(span(r), FONT.value))) + 10;
  const max = Math.max(...chart.rows.map((r) => r.values[1] ?? 0));
  const x = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([0, width - valueWidth]);
  const barH = width >= CHART_WIDTHS.wide ? 20 : 16;
  const marks: string[] = [];
  let y = 0;
  chart.rows.forEach((row, i) => {
    const label = rowLabel(row.label, undefined, 0, y, width);
    marks.push(label.body);
    y += label.height + 6;
    const [start, end] = [row.values[0]!, row.values[1]!];
    marks.push(
      `<rect class="chart-bar" data-row="${i}" data-start="${start}" data-end="${end}" x="${r1(x(start))}" y="${r1(y)}" width="${r1(x(end) - x(start))}" height="${barH}" rx="2" fill="${i % 2 ? C.teal700 : C.ink800}"/>`,
      text(x(end) + 6, y + barH / 2 + 5, span(row), { weight: 600, cls: "chart-value" }),
    );
    y += barH + 14;
  });
  const axis = ticksAxis((v) => x(v), x.ticks(4), 0, y - 6, fmt, width);
  return { body: axis.body + marks.join(""), height: axis.height };
}

function drawing(chart: Chart, labels: ChartLabels, variant: Variant): string {
  const width = CHART_WIDTHS[variant];
  const pid = `chart-${chart.id}-${variant}`;
  const ctx = { chart, labels, width, pid };
  const d =
    chart.kind === "stacked"
      ? drawStacked(ctx)
      : chart.kind === "line"
        ? drawLine(ctx)
        : chart.kind === "timeline"
          ? drawTimeline(ctx)
          : drawRows(ctx);
  const height = Math.ceil(d.height);
  const ids = `chart-${chart.id}`;
  return `<svg class="chart-svg chart-svg-${variant}" viewBox="0 -2 ${width} ${height + 4}" role="img" aria-labelledby="${ids}-title" aria-describedby="${ids}-finding" data-pagefind-ignore="all">${defs(pid)}${d.body}</svg>`;
}

/** The data table: the same numbers, with their intervals and bases. */
function table(chart: Chart, labels: ChartLabels): string {
  const fmt = (v: number) => formatValue(v, chart.unit, labels);
  const withBase = chart.rows.some((r) => r.n !== undefined);
  const head = [
    `<th scope="col">${esc(chart.rowsLabel)}</th>`,
    ...chart.series.map((s) => `<th scope="col">${esc(s.label)}</th>`),
    ...(withBase ? [`<th scope="col">${esc(labels.baseColumn)}</th>`] : []),
  ].join("");
  const body = chart.rows
    .map((row, i) => {
      const cells = row.values.map((v, s) => {
        const m = marginOf(chart, i, s);
        const shown = m === undefined ? fmt(v) : `${fmt(v)} (${formatMargin(m, chart.unit)})`;
        return `<td>${esc(shown)}</td>`;
      });
      const base = withBase ? [`<td>${row.n === undefined ? "" : grouped(row.n, 0)}</td>`] : [];
      return `<tr><th scope="row">${esc(row.label)}</th>${[...cells, ...base].join("")}</tr>`;
    })
    .join("");
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Whether the drawing shows intervals, so the meta line explains them. */
function showsIntervals(chart: Chart): boolean {
  return chart.rows.some((r, i) => r.values.some((_, s) => (marginOf(chart, i, s) ?? 0) > 0));
}

/** One chart as a figure: caption with the finding, two drawings, base/source/dates, table. */
export function drawChart(
  chart: Chart,
  labels: ChartLabels,
  contentStatusCopy: ContentStatusData,
  /**
   * The label beside invented figures as HTML, the element SampleLabel draws (sample-labels.yaml,
   * decisions 0916, 0936): placed as given, so a chart's label is every other page's label.
   */
  sampleLabelHtml: string,
): string {
  const id = `chart-${chart.id}`;
  const meta = [
    // Invented figures say so in every build, with the site's one sample label, first in the
    // line so it never dangles on a line of its own after the notes (decision 0936).
    ...(chart.status === "sample" ? [sampleLabelHtml] : []),
    `<span>${esc(labels.base)}: ${esc(chart.base)}.</span>`,
    `<span>${esc(labels.source)}: ${esc(chart.source)}.</span>`,
    `<span>${esc(labels.fieldwork)}: ${esc(chart.fieldwork)}.</span>`,
    ...(showsIntervals(chart) && chart.kind !== "stacked"
      ? [`<span>${esc(chart.kind === "line" ? labels.band : labels.whiskers)}</span>`]
      : []),
    ...(chart.note ? [`<span>${esc(chart.note)}</span>`] : []),
    ...(contentPreview && chart.status
      ? [
          `<span class="${inlineMarkClass}" data-content-status="${chart.status}">${esc(contentStatusCopy.preview.marks[chart.status])}</span>`,
        ]
      : []),
  ].join(" ");
  return (
    `<figure class="chart" id="${id}" aria-labelledby="${id}-title">` +
    `<figcaption><span class="chart-title" id="${id}-title">${esc(chart.title)}</span> <span class="chart-finding" id="${id}-finding">${esc(chart.finding)}</span></figcaption>` +
    drawing(chart, labels, "narrow") +
    drawing(chart, labels, "wide") +
    `<p class="chart-meta">${meta}</p>` +
    // The table may scroll sideways on a phone: focusable, so a keyboard can scroll it.
    `<details class="chart-data"><summary>${esc(labels.showData)}</summary><div class="chart-table" tabindex="0" role="group" aria-labelledby="${id}-title">${table(chart, labels)}</div></details>` +
    `</figure>\n`
  );
}
