/**
 * Where a chart drawing's row bases ("n = 1,204") sit against the text beside them, as the
 * browser set the glyphs (decision 0816: a row's label ran into its base). Passed to a page's
 * `evaluate`, so it reads no outer scope.
 *
 * Each text of the drawing is split into its runs (its own text, then each tspan); every run that
 * is a base is compared with the other runs on its line. Returns one line per base that starts
 * less than 2 units after the end of a run before it on its line, or that runs into one after it.
 */
export function basesRunInto(svg: SVGSVGElement): string[] {
  interface Run {
    text: string;
    left: number;
    right: number;
    y: number;
  }
  const runs: Run[] = [];
  for (const element of svg.querySelectorAll("text")) {
    let index = 0;
    for (const node of element.childNodes) {
      const content = node.textContent ?? "";
      const glyphs: DOMRect[] = [];
      for (let i = 0; i < content.length; i++) {
        if (content[i]!.trim()) glyphs.push(element.getExtentOfChar(index + i) as DOMRect);
      }
      index += content.length;
      if (!glyphs.length) continue;
      runs.push({
        text: content.trim(),
        left: Math.min(...glyphs.map((g) => g.x)),
        right: Math.max(...glyphs.map((g) => g.x + g.width)),
        y: element.getStartPositionOfChar(0).y,
      });
    }
  }
  const problems: string[] = [];
  for (const base of runs.filter((run) => /^n = [\d,]+$/.test(run.text))) {
    for (const other of runs) {
      if (other === base || Math.abs(other.y - base.y) > 1) continue;
      const before = other.left < base.left;
      const gap = before ? base.left - other.right : other.left - base.right;
      if (gap < 2)
        problems.push(`"${other.text}" and "${base.text}": ${gap.toFixed(1)} units apart`);
    }
  }
  return problems;
}
