import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactPage } from "../../content/contact";
import { ContactDetails } from "./ContactDetails";

describe("ContactDetails", () => {
  it("says what a useful first message includes, as a list under its own heading", () => {
    const brief = contactPage.details.brief;
    // The editor may drop the list; today's content has it.
    expect(brief, "contact.yaml's details.brief").toBeDefined();
    render(<ContactDetails />);
    const card = screen.getByRole("region", { name: contactPage.details.heading });
    const heading = within(card).getByRole("heading", { level: 3, name: brief!.heading });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(brief!.items);
    // The e-mail and phone links stay first in the card.
    expect(within(card).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
  });
});
