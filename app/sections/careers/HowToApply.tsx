import { Icon } from "../../components/Icon";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { careersMailto, careersPage } from "../../content/careers";
import { unbreakablePhone } from "../../content/contact";

/** How to apply: a mailto: link with a resume subject, a tel: link, and the follow-up promise. */
export function HowToApply() {
  const { apply } = careersPage;
  return (
    <Reveal
      as="section"
      aria-labelledby="careers-apply"
      className="on-dark relative overflow-hidden bg-ink-900 py-12 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[32rem] rounded-full bg-teal-600/25 blur-3xl"
      />
      <div className="container-page relative grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="careers-apply"
            eyebrow={apply.eyebrow}
            title={apply.heading}
            lead={apply.lead}
            tone="dark"
          />
          <p className="mt-8 inline-flex items-start gap-3 rounded-[1rem] border border-teal-300/30 bg-teal-300/10 p-4 text-white">
            <Icon name="circle-check" className="mt-0.5 shrink-0 text-teal-300" />
            <span>{apply.promise}</span>
          </p>
        </div>
        <ul className="grid gap-4 self-center">
          <li className="@container rounded-card border border-white/10 bg-white/[0.06] p-6 sm:p-8">
            <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
              <Icon name="mail" size={18} />
              {apply.email.label}
            </p>
            <a
              href={careersMailto()}
              className="mt-3 block font-display text-[min(1.9rem,5.8cqi)] whitespace-nowrap text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
            >
              {apply.email.address}
            </a>
            <p className="mt-2 text-sm text-ink-100">{apply.email.hint}</p>
          </li>
          <li className="@container rounded-card border border-white/10 bg-white/[0.06] p-6 sm:p-8">
            <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
              <Icon name="phone" size={18} />
              {apply.phone.label}
            </p>
            <a
              href={apply.phone.href}
              className="mt-3 block font-display text-[min(1.9rem,5.8cqi)] whitespace-nowrap text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
            >
              {unbreakablePhone(apply.phone.display)}
            </a>
            <p className="mt-2 text-sm text-ink-100">{apply.phone.hint}</p>
          </li>
        </ul>
      </div>
    </Reveal>
  );
}
