/**
 * The calculator's four formulas set as mathematics (MathML Core, drawn by the browser): true
 * fractions and roots that keep their shape at every width, where a line of text wrapped and
 * left "/ N)" alone on a line (issue 39, decision 0902). Notation, not copy: each formula's
 * words are the same plain-text formula from content/sample-size.ts, given as `alttext`.
 * In the order of `sampleSizePage.formulas.items`; FormulaMath.test.tsx checks both agree.
 */
import type { ReactNode } from "react";

const Mi = ({ children }: { children: string }) => <mi>{children}</mi>;
const Mo = ({ children }: { children: string }) => <mo>{children}</mo>;
const Mn = ({ children }: { children: string }) => <mn>{children}</mn>;
const sub = (base: string, index: string) => (
  <msub>
    <mi>{base}</mi>
    <mn>{index}</mn>
  </msub>
);
const squared = (base: string) => (
  <msup>
    <mi>{base}</mi>
    <mn>2</mn>
  </msup>
);
/** p(1 − p), or P(1 − P). */
const pq = (p: string) => (
  <mrow>
    <Mi>{p}</Mi>
    <Mo>(</Mo>
    <Mn>1</Mn>
    <Mo>−</Mo>
    <Mi>{p}</Mi>
    <Mo>)</Mo>
  </mrow>
);
const ceil = (inner: ReactNode) => (
  <mrow>
    <mo stretchy="true">⌈</mo>
    {inner}
    <mo stretchy="true">⌉</mo>
  </mrow>
);

/** Each formula as one or more equations, each drawn on a line of its own. */
export const formulaEquations: readonly (readonly ReactNode[])[] = [
  [
    <mrow key="n0">
      {sub("n", "0")}
      <Mo>=</Mo>
      <mfrac>
        <mrow>
          {squared("z")}
          <Mo>·</Mo>
          {pq("p")}
        </mrow>
        {squared("e")}
      </mfrac>
      <Mo>×</Mo>
      <Mi>deff</Mi>
    </mrow>,
    <mrow key="n">
      <Mi>n</Mi>
      <Mo>=</Mo>
      <mfrac>
        {sub("n", "0")}
        <mrow>
          <Mn>1</Mn>
          <Mo>+</Mo>
          <mfrac>
            <mrow>
              {sub("n", "0")}
              <Mo>−</Mo>
              <Mn>1</Mn>
            </mrow>
            <Mi>N</Mi>
          </mfrac>
        </mrow>
      </mfrac>
    </mrow>,
  ],
  [
    <mrow key="e">
      <Mi>e</Mi>
      <Mo>=</Mo>
      <Mi>z</Mi>
      <Mo>·</Mo>
      <msqrt>
        <mfrac>
          <mrow>
            <Mi>deff</Mi>
            <Mo>·</Mo>
            {pq("p")}
          </mrow>
          <Mi>n</Mi>
        </mfrac>
      </msqrt>
      <Mo>·</Mo>
      <msqrt>
        <mfrac>
          <mrow>
            <Mi>N</Mi>
            <Mo>−</Mo>
            <Mi>n</Mi>
          </mrow>
          <mrow>
            <Mi>N</Mi>
            <Mo>−</Mo>
            <Mn>1</Mn>
          </mrow>
        </mfrac>
      </msqrt>
    </mrow>,
  ],
  [
    <mrow key="starts">
      <Mi>starts</Mi>
      <Mo>=</Mo>
      {ceil(
        <mfrac>
          <mrow>
            <Mi>n</Mi>
            <Mo>·</Mo>
            <Mo>(</Mo>
            <Mn>1</Mn>
            <Mo>+</Mo>
            <Mi>buffer</Mi>
            <Mo>)</Mo>
          </mrow>
          <Mi>completion</Mi>
        </mfrac>,
      )}
    </mrow>,
    <mrow key="screened">
      <Mi>screened</Mi>
      <Mo>=</Mo>
      {ceil(
        <mfrac>
          <Mi>starts</Mi>
          <Mi>incidence</Mi>
        </mfrac>,
      )}
    </mrow>,
  ],
  [
    <mrow key="z">
      <Mi>z</Mi>
      <Mo>=</Mo>
      <mfrac>
        <mrow>
          {sub("p", "1")}
          <Mo>−</Mo>
          {sub("p", "2")}
        </mrow>
        <msqrt>
          {pq("P")}
          <mrow>
            <Mo>(</Mo>
            <mfrac>
              <Mn>1</Mn>
              {sub("n", "1")}
            </mfrac>
            <Mo>+</Mo>
            <mfrac>
              <Mn>1</Mn>
              {sub("n", "2")}
            </mfrac>
            <Mo>)</Mo>
          </mrow>
        </msqrt>
      </mfrac>
    </mrow>,
  ],
];

/** A formula's equations, one per line, with the plain-text formula as their text equivalent. */
export function FormulaMath({ index, text }: { index: number; text: string }) {
  const equations = formulaEquations[index] ?? [];
  return (
    // The box is a size container: the formula's type shrinks with it (the widest, 15.6 em, fits
    // a 320 px screen at 13.5 px) instead of wrapping or scrolling.
    <div className="@container mt-4 space-y-3 rounded-xl bg-ink-50 px-3 py-4 text-ink-950 sm:px-4 [&_math]:text-[min(1.125rem,6.3cqi)]">
      {equations.map((equation, i) => (
        <math key={i} display="block" alttext={i === 0 ? text : undefined}>
          {equation}
        </math>
      ))}
    </div>
  );
}
