import { Picture } from "../../components/Picture";
import type { PersonCard } from "../../content/schemas/people";
import {
  resourceLabels as L,
  type ResourceSection,
  type ResourceSummary,
} from "../../content/resources";
import { Breadcrumb } from "./Breadcrumb";
import { MetaSeparator } from "./MetaSeparator";
import { ResultFigure } from "./ResultFigure";
import { ResourceDateline } from "./ResourceMeta";
import { tintClasses } from "./tints";
import { HeroEnd } from "../../components/HeroEnd";
import { itemPhoneCrops } from "../../content/item-phone-drawings";

/** Opening band of a Resource Center detail page: breadcrumb, tag, the h1, lead and image. */
export function DetailHero({
  section,
  item,
  authors,
  sampleLabel = null,
  imageAlt = "",
}: {
  section: ResourceSection;
  item: ResourceSummary;
  /** The item's authors (people.yaml), in its order. */
  authors: readonly PersonCard[];
  /** The sample label's HTML when the item is invented (decisions 0805, 0910), beside its type. */
  sampleLabel?: string | null;
  /** What an uploaded photo shows (front matter `imageAlt`); a drawing only decorates. */
  imageAlt?: string;
}) {
  const tint = tintClasses[item.bg];
  // Below 640 px a drawing with a phone version is shown in that version's own shape (0926).
  const crops = itemPhoneCrops(item.image);
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <div>
          <Breadcrumb
            trail={[
              L.backToCenter,
              { label: section.title, to: section.path },
              { label: item.title, to: item.to },
            ]}
          />
          <p className="mt-8 flex flex-wrap items-center gap-2">
            <span
              className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tint.tag}`}
            >
              {section.singular} · {item.tag}
            </span>
            {sampleLabel && (
              <span className="flex" dangerouslySetInnerHTML={{ __html: sampleLabel }} />
            )}
          </p>
          <h1 className="mt-4 font-display text-[clamp(2.1rem,1.5rem+2.6vw,3.6rem)] leading-[1.06] text-ink-950">
            {item.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-700">{item.desc}</p>
          {item.result && <ResultFigure result={item.result} className="mt-6 max-w-xl" />}
          <p className="mt-6 text-sm text-wrap text-ink-600">
            {L.by}{" "}
            {authors.map((author, i) => (
              <span key={author.id}>
                {i > 0 && "; "}
                <span className="font-semibold text-ink-900">{author.name}</span>, {author.role}
              </span>
            ))}
            <MetaSeparator />
            <ResourceDateline item={item} />
          </p>
        </div>
        <div className={`overflow-hidden rounded-card shadow-card ${tint.backdrop}`}>
          <Picture
            name={item.image}
            alt={imageAlt}
            width={1440}
            height={900}
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 92vw"
            priority
            crops={crops}
            className={`block h-auto w-full object-cover ${crops.length > 0 ? "sm:aspect-[16/10]" : "aspect-[16/10]"}`}
          />
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}
