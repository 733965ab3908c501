import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Picture } from "../../components/Picture";
import { type ResourceSummary, resourcesPage } from "../../content/resources";
import { ResourceMeta } from "./ResourceMeta";
import { ResultFigure } from "./ResultFigure";
import { tintClasses } from "./tints";

/**
 * One Resource Center item as a card. The whole card is clickable through the title link's
 * stretched ::after, so there is exactly one link (one tab stop) per card.
 */
export function ResourceCard({
  item,
  headingLevel = 3,
  size = "default",
  sizes = "(min-width: 1024px) 380px, (min-width: 640px) 46vw, 92vw",
}: {
  item: ResourceSummary;
  headingLevel?: 2 | 3;
  /** `large`: a featured card across two columns; `row`: a card of a short list, set as a wide
   *  row from 768 px (`.resource-results[data-layout="large"]`, decision 0943). */
  size?: "default" | "large" | "row";
  sizes?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tint = tintClasses[item.bg];
  const large = size === "large";
  const row = size === "row";
  return (
    <article className="group resource-card">
      <div className={`overflow-hidden ${tint.backdrop}`}>
        <Picture
          name={item.image}
          alt=""
          width={1440}
          height={900}
          sizes={sizes}
          // The large card spans two columns: a 16:10 drawing would stand taller than its
          // neighbour, so from lg it shows the drawing's wide crop (scripts/images/render.mjs).
          crops={large ? [{ media: "(min-width: 1024px)", name: `${item.image}-wide` }] : []}
          className={`block aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ${
            large ? "lg:aspect-[2/1]" : ""
          }`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-6 ${large ? "lg:px-8" : ""}`}>
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tint.tag}`}
          >
            {item.tag}
          </span>
          {item.alsoFeatured && (
            <span className="ml-2 inline-block rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold tracking-wide text-white">
              {resourcesPage.featured.eyebrow}
            </span>
          )}
        </p>
        <Heading
          className={`mt-4 ${
            large
              ? "font-display text-band text-ink-950"
              : `card-title ${row ? "md:text-band" : ""}`
          }`}
        >
          <Link
            discover="none"
            to={item.to}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </Heading>
        <p
          className={`mt-3 leading-relaxed text-ink-600 ${
            large ? "text-lead" : row ? "text-[0.95rem] md:text-lead" : "text-[0.95rem]"
          }`}
        >
          {item.desc}
        </p>
        {item.result && <ResultFigure result={item.result} size="small" className="mt-4" />}
        <ResourceMeta item={item} className="mt-4" />
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-teal-700"
        >
          {resourcesPage.readMore}
          <ArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}
