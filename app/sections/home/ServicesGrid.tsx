import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { IconTile } from "../../components/IconTile";
import { Reveal } from "../../components/Reveal";
import { SampleLabel } from "../../components/SampleLabel";
import { SectionHeading } from "../../components/SectionHeading";
import { cardService, servicesGrid } from "../../content/home";
import { serviceAccent } from "../services/service-accent";

/**
 * What a typical study of each card's service takes, read at build time from the service pages'
 * own proof (service-sections.yaml, app/catalog/home-services.server.ts): the two labels, each
 * card's timeline and budget in the cards' order, and the sample label's words when a band is
 * sample.
 */
export interface TypicalStudies {
  labels: [timeline: string, budget: string];
  studies: ([timeline: string, budget: string] | null)[];
  sampleLabel?: string;
}

/**
 * 4. Services grid: the four service pages' doorways under the heading, each card one link (its
 * title) with the service's colour and icon, its one line, what a typical study takes (as
 * /services shows it) and the action at its foot. The layout is the `doorways` utility (app.css):
 * compact rows on a phone, two across from 768 px, four from 1280 px (decisions 0919, 0932,
 * 0942). Its heading asks which service, so the stage tabs below ("Our Services") read as how
 * every study runs. Under the cards, the one sample label when the figures are sample (0936).
 */
export function ServicesGrid({ typical }: { typical: TypicalStudies }) {
  const [timelineLabel, budgetLabel] = typical.labels;
  return (
    <Reveal as="section" aria-labelledby="home-services-title" className="bg-sand-100">
      <div className="container-page py-16 sm:py-20">
        <SectionHeading
          id="home-services-title"
          eyebrow={servicesGrid.eyebrow}
          title={servicesGrid.heading}
          lead={servicesGrid.lead}
        />
        <ul className="doorways mt-10">
          {servicesGrid.cards.map((card, i) => {
            const study = typical.studies[i];
            return (
              <li key={card.href}>
                <i aria-hidden="true" className={serviceAccent[cardService(card.href)]} />
                <IconTile name={card.icon} />
                <h3>
                  <Link discover="none" to={card.href}>
                    {card.title}
                  </Link>
                </h3>
                <p>{card.description}</p>
                {study && (
                  <dl>
                    <div>
                      <dt>{timelineLabel}</dt>
                      <dd>{study[0]}</dd>
                    </div>
                    <div>
                      <dt>{budgetLabel}</dt>
                      <dd>{study[1]}</dd>
                    </div>
                  </dl>
                )}
                <b aria-hidden="true">
                  {servicesGrid.cardCta} <ArrowRight size={15} />
                </b>
              </li>
            );
          })}
        </ul>
        {typical.sampleLabel && <SampleLabel text={typical.sampleLabel} className="mt-5" />}
      </div>
    </Reveal>
  );
}
