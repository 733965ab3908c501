/**
 * What a page shows of a person (people.yaml, decision 0906), pure: the build's loaders and the
 * editor's preview (decision 0811) make the same card.
 */
import type { Person, PersonCard } from "../content/schemas/people";

/** Where /about shows a person: the team section's card carries the id as its anchor. */
const ABOUT_PATH = "/about";

/** The first letters of the first and last words of a name: "Priya Raman" → "PR". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** What a page shows of a person: /about's team, an item's authors, a service's lead. */
export function personCard(person: Person): PersonCard {
  return {
    id: person.id,
    name: person.name,
    role: person.role,
    credential: person.credential,
    initials: initialsOf(person.name),
    ...(person.portrait ? { portrait: person.portrait } : {}),
    ...(person.group ? { profile: `${ABOUT_PATH}#${person.id}` } : {}),
  };
}
