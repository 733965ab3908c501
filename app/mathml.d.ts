/**
 * MathML Core elements in JSX: @types/react does not list them. Only what the calculator's
 * formulas use (app/sections/tools/FormulaMath.tsx).
 */
import "react";

type MathProps = React.HTMLAttributes<HTMLElement> &
  React.Attributes & {
    display?: "block" | "inline";
    alttext?: string;
    stretchy?: "true" | "false";
  };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      math: MathProps;
      mrow: MathProps;
      mi: MathProps;
      mo: MathProps;
      mn: MathProps;
      msub: MathProps;
      msup: MathProps;
      mfrac: MathProps;
      msqrt: MathProps;
    }
  }
}
