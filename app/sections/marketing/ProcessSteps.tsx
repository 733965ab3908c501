import { Reveal } from "../../components/Reveal";
import { BlockHeading } from "./BlockHeading";
import { stepNumber } from "../../lib/step-number";

/** A numbered process, as an ordered list of cards on a dark band. */
export function ProcessSteps({
  id,
  eyebrow,
  heading,
  steps,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  steps: readonly { title: string; text: string }[];
}) {
  return (
    <Reveal as="section" aria-labelledby={id} className="on-dark bg-ink-900 text-white">
      <div className="container-page py-16 sm:py-20">
        <BlockHeading id={id} eyebrow={eyebrow} title={heading} tone="dark" />
        <ol className="mt-10 grid gap-4 md:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-white/10 bg-white/5 p-6">
              <span
                aria-hidden="true"
                className="font-display text-3xl text-amber-300 tabular-nums"
              >
                {stepNumber(index)}
              </span>
              <h3 className="card-title mt-3">{step.title}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-200">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Reveal>
  );
}
