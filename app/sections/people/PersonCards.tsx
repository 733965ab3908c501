/**
 * How a page shows one of the firm's people (decision 0906): the portrait or its stand-in, the
 * author card beside an item's body and the team card on /about. One module for both pages: a
 * small module two routes share would ride on every page's JavaScript (scripts/build/
 * chunk-groups.mjs); this one loads only where people are shown.
 */
import { Link } from "react-router";
import { Picture } from "../../components/Picture";
import type { PersonCard } from "../../content/schemas/people";

/**
 * A person's portrait, a drawing in the site's style (decision 0906), or, without one or when it
 * fails to load, the stand-in (decisions 0914, 0921): the person's initials as a monogram in the
 * display face on a two-tone mint tile like the portraits' grounds, drawn by CSS (`person-stand-in`)
 * from the initials the build wrote, so no page's script carries it. Decorative either way: the
 * name is written beside it.
 */
function PersonPortrait({
  person,
  sizes,
  className = "",
  atBuild = false,
}: {
  person: PersonCard;
  /**
   * Placed as HTML rendered at build, which never hydrates: no script can swap a failed portrait
   * for its stand-in, so the stand-in lies beneath it (app.css keeps a failed image's
   * broken-image icon out of the way).
   */
  atBuild?: boolean;
  /** The `sizes` attribute: how wide the portrait is laid out. */
  sizes: string;
  /** Size and shape of the frame that holds the portrait or the stand-in. */
  className?: string;
}) {
  const standIn = (
    <span
      aria-hidden="true"
      data-stand-in=""
      data-initials={person.initials}
      className="person-stand-in"
    />
  );
  return (
    <span className={`portrait-frame ${className}`}>
      {atBuild && person.portrait && standIn}
      {person.portrait ? (
        <Picture
          name={person.portrait}
          alt=""
          width={480}
          height={480}
          sizes={sizes}
          className="relative block size-full object-cover"
          fallback={atBuild ? undefined : standIn}
        />
      ) : (
        standIn
      )}
    </span>
  );
}

/**
 * An item's author beside its body: portrait (or its stand-in), name, role and credential; the name
 * links to the person on /about when it shows them (decision 0906).
 */
export function AuthorCard({
  author,
  atBuild = false,
}: {
  author: PersonCard;
  /** Rendered to HTML at build and never hydrated (see PersonPortrait). */
  atBuild?: boolean;
}) {
  return (
    <article
      aria-labelledby={`author-${author.id}`}
      className="card-box flex items-start gap-4 p-4"
    >
      <PersonPortrait
        person={author}
        sizes="64px"
        className="size-16 shrink-0 rounded-2xl"
        atBuild={atBuild}
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

/** A person on /about: portrait, name, role and credential; the id is the card's anchor. */
export function TeamCard({ person }: { person: PersonCard }) {
  return (
    <article aria-labelledby={`${person.id}-name`} className="team-card">
      {/* On a phone the portrait (the author card's 64 px) beside the name and role, the
          credential under both (team-card, decision 0947). */}
      <PersonPortrait
        person={person}
        sizes="(min-width: 1280px) 290px, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 64px"
        className="size-16 shrink-0 rounded-2xl sm:size-auto sm:w-full sm:rounded-none"
      />
      <div className="min-w-0 sm:p-5">
        <h4 id={`${person.id}-name`} className="card-title">
          {person.name}
        </h4>
        <p className="mt-1 text-sm font-semibold text-teal-700">{person.role}</p>
        <p className="mt-2 text-sm text-ink-700">{person.credential}</p>
      </div>
    </article>
  );
}
