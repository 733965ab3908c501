import { Icon } from "../../components/Icon";
import { contactPage, unbreakablePhone } from "../../content/contact";

export function ContactDetails() {
  const d = contactPage.details;
  return (
    <section
      aria-labelledby="contact-details"
      className="on-dark relative overflow-hidden rounded-card bg-ink-900 p-7 text-white sm:p-10 lg:sticky lg:top-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-teal-600/30 blur-3xl"
      />
      <h2 id="contact-details" className="card-title relative">
        {d.heading}
      </h2>
      <dl className="relative mt-8 space-y-6">
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
            <Icon name="mail" size={16} />
            {d.emailLabel}
          </dt>
          <dd className="@container mt-2">
            <a
              href={`mailto:${d.email}`}
              className="text-[min(1.125rem,5.8cqi)] whitespace-nowrap text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
            >
              {d.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
            <Icon name="phone" size={16} />
            {d.phoneLabel}
          </dt>
          <dd className="mt-2">
            <a
              href={d.phone.href}
              className="text-lg text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
            >
              {unbreakablePhone(d.phone.display)}
            </a>
          </dd>
        </div>
      </dl>
      {/* Guides the message without adding fields to the specification's five. */}
      {d.brief && (
        <div className="relative mt-8 border-t border-white/10 pt-6">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
            {d.brief.heading}
          </h3>
          <ul className="mt-3 space-y-2 text-white/85">
            {d.brief.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-[0.6em] h-px w-3 shrink-0 bg-amber-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="relative mt-8 flex items-start gap-3 rounded-xl border border-white/10 bg-white/[0.06] p-4">
        <Icon name="clock" className="mt-0.5 shrink-0 text-amber-300" />
        <span>{d.promise}</span>
      </p>
    </section>
  );
}
