import { Link } from "react-router";
import { PersonPortrait } from "../../components/PersonPortrait";
import type { PersonCard } from "../../content/schemas/people";

/**
 * An item's author beside its body: portrait (or initials), name, role and credential; the name
 * links to the person on /about when it shows them (decision 0906).
 */
export function AuthorCard({ author }: { author: PersonCard }) {
  return (
    <article
      aria-labelledby={`author-${author.id}`}
      className="flex items-start gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card"
    >
      <PersonPortrait
        person={author}
        sizes="64px"
        className="size-16 shrink-0 rounded-2xl"
        initialsClassName="text-xl"
      />
      <div className="min-w-0">
        <h3 id={`author-${author.id}`} className="font-display text-lg leading-snug text-ink-950">
          {author.profile ? (
            <Link
              discover="none"
              to={author.profile}
              className="underline-offset-4 hover:text-teal-700 hover:underline"
            >
              {author.name}
            </Link>
          ) : (
            author.name
          )}
        </h3>
        <p className="text-sm font-semibold text-ink-700">{author.role}</p>
        <p className="mt-1 text-sm text-ink-600">{author.credential}</p>
      </div>
    </article>
  );
}
