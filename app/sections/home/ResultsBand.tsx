import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { homeResultsCopy as copy } from "../../content/home-results";
import { BlockHeading } from "../marketing/BlockHeading";
import { SampleLabel } from "../../components/SampleLabel";

/** One case study's result on the home page (built by app/catalog/home-results.server.ts). */
export interface HomeResult {
  /** The study's topic ("Pricing"), over its title. */
  tag: string;
  value: string;
  line: string;
  title: string;
  to: string;
  /** Sample content (front matter `status: sample`): the card carries the sample label. */
  sample?: true;
}

export interface ResultsBandProps {
  results: readonly HomeResult[];
  /** The sample label's words, present when a result is sample content. */
  sampleLabel?: string;
}

/**
 * The closing proof: three case studies, each its topic, its title (the link) and its headline
 * figure with its line (data from the home loader, app/catalog/home-results.server.ts).
 */
export function ResultsBand({ results, sampleLabel }: ResultsBandProps) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="home-results-title" className="bg-paper">
      {/* Little top padding: it follows the industries strip on the same paper, whose own deep
          bottom padding keeps its cards' shadows and focus rings (decision 0980). */}
      <div className="container-page pt-2 pb-14 sm:pt-4 sm:pb-20">
        <BlockHeading id="home-results-title" eyebrow={copy.eyebrow} title={copy.heading} />
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:gap-6 md:grid-cols-3">
          {results.map((r) => (
            <li
              key={r.to}
              className="relative flex flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-teal-600"
            >
              {/* The study first, then its result: a figure alone read as a riddle (0954). */}
              <p className="eyebrow">{r.tag}</p>
              <h3 className="card-title mt-2">
                <Link
                  discover="none"
                  to={r.to}
                  className="underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
                >
                  {r.title}
                </Link>
              </h3>
              <p className="mt-4 mb-auto border-l-4 border-teal-600 pl-4 sm:mt-5">
                <span className="figure block text-ink-950">{r.value}</span>
                <span className="mt-2 block text-sm leading-snug text-ink-700">{r.line}</span>
              </p>
              {/* The whole card is the study's link: an arrow says so, as on every other card. */}
              <div className="mt-5 flex items-center justify-between gap-4">
                {r.sample && sampleLabel && <SampleLabel text={sampleLabel} />}
                <ArrowRight
                  aria-hidden="true"
                  size={18}
                  className="ml-auto shrink-0 text-teal-700"
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
