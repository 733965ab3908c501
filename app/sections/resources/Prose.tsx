import { CircleCheck } from "lucide-react";
import type { ProseSection } from "../../content/resources/types";

/** Headed sections of body text with an optional bullet list. */
export function Prose({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="font-display text-[clamp(1.5rem,1.3rem+0.8vw,2rem)] leading-tight text-ink-950">
            {section.heading}
          </h2>
          <div className="prose-body mt-4 text-[1.0625rem] leading-relaxed text-ink-800">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          {section.list && <CheckList items={section.list} className="mt-5" />}
        </section>
      ))}
    </div>
  );
}

export function CheckList({
  items,
  className = "",
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-800">
          <CircleCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-teal-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
