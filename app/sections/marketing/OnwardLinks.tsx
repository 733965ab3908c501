import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { OnwardLink } from "../../content/pages";

/** Cards that point visitors onward from a placeholder page. */
export function OnwardLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly OnwardLink[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-h2 text-ink-950">
        {heading}
      </h2>
      <ul className={`mt-8 grid gap-5 ${links.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {links.map((link) => (
          <li
            key={link.to}
            className="group relative flex flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-teal-600"
          >
            <h3 className="card-title">{link.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{link.text}</p>
            <Link
              discover="none"
              to={link.to}
              className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-teal-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
            >
              {link.cta}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
