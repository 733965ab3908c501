import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aboutTeam, loadPeople } from "../../catalog/people.server";
import { TeamSection } from "./TeamSection";

const data = loadPeople();

describe("TeamSection", () => {
  it("shows the leadership and the senior researchers with their roles and credentials", () => {
    render(<TeamSection team={aboutTeam(data)} />);
    const section = screen.getByRole("region", { name: data.about.heading });
    for (const [group, heading] of [
      ["leadership", data.about.leadershipHeading],
      ["research", data.about.researchHeading],
    ] as const) {
      const list = within(within(section).getByRole("region", { name: heading })).getByRole("list");
      const shown = data.people.filter((p) => p.group === group);
      expect(
        within(list)
          .getAllByRole("heading", { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(shown.map((p) => p.name));
      for (const person of shown) {
        const card = within(list).getByRole("article", { name: person.name });
        expect(card).toHaveTextContent(person.role);
        expect(card).toHaveTextContent(person.credential);
      }
    }
  });

  // The portraits themselves are checked in a browser (tests/e2e/people.spec.ts): jsdom loads
  // no image, so Picture shows its fallback there.
  it("gives a person without a portrait the drawn stand-in, never an image or initials", () => {
    // Today everyone shown has a portrait; the first of each group loses theirs here.
    const firsts = new Set(
      ["leadership", "research"].map((g) => data.people.find((p) => p.group === g)!.id),
    );
    const people = data.people.map(({ portrait, ...p }) =>
      firsts.has(p.id) ? p : { ...p, ...(portrait ? { portrait } : {}) },
    );
    render(<TeamSection team={aboutTeam({ ...data, people })} />);
    const without = people.filter((p) => p.group && !("portrait" in p));
    expect(without).toHaveLength(2);
    for (const person of without) {
      const card = screen.getByRole("article", { name: person.name });
      expect(card.querySelector("img")).toBeNull();
      const standIn = card.querySelector("[data-stand-in]");
      expect(standIn).not.toBeNull();
      // The drawing is the tile's background: no letters stand in for a face (decision 0914).
      expect(standIn!.textContent).toBe("");
    }
  });

  it("hides itself when the file lists no one to show", () => {
    const { container } = render(
      <TeamSection
        team={aboutTeam({ ...data, people: data.people.map(({ group: _, ...p }) => p) })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
