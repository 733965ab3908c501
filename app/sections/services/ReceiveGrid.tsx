import { IconTile } from "../../components/IconTile";
import { Reveal } from "../../components/Reveal";
import { TypedText } from "../../components/TypedText";
import type { ServicePage } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";

export function ReceiveGrid({ page }: { page: ServicePage }) {
  const { receive } = page;
  const headingId = `${page.slug}-receive`;
  return (
    <Reveal as="section" aria-labelledby={headingId} className="container-page py-16 sm:py-24">
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
      <ul className="mt-10 grid gap-px overflow-hidden rounded-card border border-ink-100 bg-ink-100 sm:grid-cols-2 lg:grid-cols-4">
        {receive.items.map((item) => (
          <li key={item.title} className="bg-white p-7">
            <IconTile name={item.icon} />
            <h3 className="card-title mt-5">{item.title}</h3>
            <p className="mt-2 text-ink-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
