import { IconTile } from "../../components/IconTile";
import { Reveal } from "../../components/Reveal";
import { TypedText } from "../../components/TypedText";
import type { ServicePage } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";

export function ReceiveGrid({ page }: { page: ServicePage }) {
  const { receive } = page;
  const headingId = `${page.slug}-receive`;
  return (
    <Reveal as="section" aria-labelledby={headingId} className="container-page py-12 sm:py-24">
      <div className="max-w-3xl">
        <p className="eyebrow">{receive.eyebrow}</p>
        <h2 id={headingId} className="mt-3 font-display text-h2 text-ink-950">
          {receive.heading}
        </h2>
        <TypedText
          as="p"
          text={receive.intro}
          speedMs={TYPING_SPEED_MS[receive.introSpeed]}
          className="mt-4 text-lead text-ink-700"
        />
      </div>
      {/* Tiles; on a phone compact rows, the icon beside the words (receive-list, 0944). */}
      <ul className="mt-8 receive-list sm:mt-10">
        {receive.items.map((item) => (
          <li key={item.title}>
            <IconTile name={item.icon} />
            <h3 className="card-title">{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
