/**
 * What a page shows of a person (people.yaml, decision 0906), pure: the build's loaders and the
 * editor's preview (decision 0811) make the same card.
 */
import type { Person, PersonCard } from "../content/schemas/people";

/** Where /about shows a person: the team section's card carries the id as its anchor. */
const ABOUT_PATH = "/about";

/** The first letters of a name's first and last words, the stand-in's monogram (decision 0921). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : name.trim().slice(0, 1);
}

/** What a page shows of a person: /about's team, an item's authors, a service's lead. */
export function personCard(person: Person): PersonCard {
  return {
    id: person.id,
    name: person.name,
    role: person.role,
    credential: person.credential,
    initials: initials(person.name),
    ...(person.portrait ? { portrait: person.portrait } : {}),
    ...(person.group ? { profile: `${ABOUT_PATH}#${person.id}` } : {}),
  };
}
