import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { Picture } from "../../components/Picture";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { type ServiceCard, servicesGrid } from "../../content/home";

function Card({ card, cta }: { card: ServiceCard; cta: string }) {
  return (
    <li className="group relative flex gap-4 rounded-card border border-ink-100 bg-white p-3 pr-5 shadow-card transition-shadow hover:shadow-[0_18px_40px_-20px_rgb(10_19_38/0.45)]">
      <div className="aspect-[10/7] w-20 shrink-0 self-center overflow-hidden rounded-xl bg-ink-50 min-[360px]:w-24 sm:w-32">
        <Picture
          name={card.image.name}
          alt=""
          width={card.image.width}
          height={card.image.height}
          sizes="128px"
          className="h-full w-full object-cover"
          fallback={
            <span
              data-testid="card-image-fallback"
              className="flex h-full w-full items-center justify-center bg-gradient-to-br from-teal-100 to-sand-100 text-teal-800"
            >
              <Icon name={card.icon} size={32} />
            </span>
          }
        />
      </div>
      <div className="flex min-w-0 flex-col">
        <h3 className="font-display text-xl font-medium text-ink-950">
          <Link
            discover="none"
            to={card.href}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {card.title}
          </Link>
        </h3>
        <p className="mt-1 text-[0.93rem] leading-snug text-ink-600">{card.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-teal-700 group-hover:text-teal-800"
        >
          {cta} <ArrowRight size={15} />
        </span>
      </div>
    </li>
  );
}

/**
 * 4. Services grid: the four service pages' doorways, a compact grid of cards (drawing as a
 * thumbnail, name, one line), two across from 360 px (`doorways`, app.css); its heading asks which service, so the
 * stage tabs below ("Our Services") read as how every study runs (decisions 0911, 0919). A card
 * image that fails to load falls back to its icon.
 */
export function ServicesGrid() {
  return (
    <Reveal as="section" aria-labelledby="home-services-title" className="bg-sand-100">
      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr] lg:items-center lg:gap-14">
        <SectionHeading
          id="home-services-title"
          eyebrow={servicesGrid.eyebrow}
          title={servicesGrid.heading}
          lead={servicesGrid.lead}
        />
        <ul className="doorways">
          {servicesGrid.cards.map((card) => (
            <Card key={card.href} card={card} cta={servicesGrid.cardCta} />
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
