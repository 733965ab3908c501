import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { IconTile } from "../../components/IconTile";
import { Picture } from "../../components/Picture";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { type ServiceCard, servicesGrid } from "../../content/home";

function Card({ card, cta }: { card: ServiceCard; cta: string }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-[0_18px_40px_-20px_rgb(10_19_38/0.45)]">
      <div className="relative aspect-[10/7] overflow-hidden bg-ink-50">
        <Picture
          name={card.image.name}
          alt=""
          width={card.image.width}
          height={card.image.height}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          fallback={
            <span
              data-testid="card-image-fallback"
              className="flex h-full w-full items-center justify-center bg-gradient-to-br from-teal-100 to-sand-100 text-teal-800"
            >
              <Icon name={card.icon} size={44} />
            </span>
          }
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <IconTile name={card.icon} className="relative z-10 -mt-12 mb-4 border-4 border-white" />
        <h3 className="card-title">
          <Link
            discover="none"
            to={card.href}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {card.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-ink-600">{card.description}</p>
        <span
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 group-hover:text-teal-800"
        >
          {cta} <ArrowUpRight size={16} />
        </span>
      </div>
    </li>
  );
}

/** 4. Services grid: four cards; a card image that fails to load falls back to its icon. */
export function ServicesGrid() {
  return (
    <Reveal as="section" aria-labelledby="home-services-title" className="bg-sand-100">
      <div className="container-page py-20 sm:py-28">
        <SectionHeading
          id="home-services-title"
          eyebrow={servicesGrid.eyebrow}
          title={servicesGrid.heading}
          lead={servicesGrid.lead}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {servicesGrid.cards.map((card) => (
            <Card key={card.href} card={card} cta={servicesGrid.cardCta} />
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
