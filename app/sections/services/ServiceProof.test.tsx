import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadPeople } from "../../catalog/people.server";
import { catalog } from "../../catalog/resources-catalog.server";
import { serviceProofFor } from "../../catalog/service-sections.server";
import { serviceSlugs } from "../../content/vocabulary";
import { ServiceProof } from "./ServiceProof";

const people = loadPeople().people;

describe("a service page's proof (decision 0908)", () => {
  it("links two case studies tagged for the service, the home page's last, names who leads it and a typical study", () => {
    const newestFirst = (items: typeof catalog) =>
      [...items].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
    // The home page's results band: the newest three case studies with a headline result.
    const onHome = new Set(
      newestFirst(catalog.filter((i) => i.section === "case-studies" && i.result))
        .slice(0, 3)
        .map((i) => i.to),
    );
    for (const slug of serviceSlugs) {
      const proof = serviceProofFor(slug)!;
      // Newest first, those the home page shows after the others (0964); two fill the row (0955).
      const newest = newestFirst(
        catalog.filter((i) => i.section === "case-studies" && i.services.includes(slug)),
      );
      const tagged = [
        ...newest.filter((i) => !onHome.has(i.to)),
        ...newest.filter((i) => onHome.has(i.to)),
      ].slice(0, 2);
      // Issue 50: every service has at least one case study.
      expect(tagged.length, slug).toBeGreaterThan(0);
      const { unmount } = render(<ServiceProof slug={slug} proof={proof} />);
      const section = screen.getByRole("region", { name: proof.heading });
      expect(
        within(section)
          .getAllByRole("link")
          .filter((a) => a.getAttribute("href")?.startsWith("/resources/"))
          .map((a) => [a.textContent, a.getAttribute("href")]),
        slug,
      ).toEqual(tagged.map((i) => [i.title, i.to]));
      for (const item of tagged)
        if (item.result) expect(section).toHaveTextContent(item.result.value);
      const leads = people.filter((p) => p.leads.includes(slug));
      expect(leads.length, slug).toBeGreaterThan(0);
      for (const person of leads) {
        expect(section).toHaveTextContent(person.name);
        expect(section).toHaveTextContent(person.role);
      }
      const figure = (label: string) =>
        within(section).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
      expect(figure(proof.copy.timeline)).toBe(proof.timeline);
      expect(figure(proof.copy.budget)).toBe(proof.budget);
      unmount();
    }
  });

  it("says a sample band is illustrative, in the one wording of sample content", () => {
    const proof = serviceProofFor("quantitative")!;
    expect(proof.status).toBe("sample");
    render(<ServiceProof slug="quantitative" proof={proof} />);
    expect(screen.getByText(proof.sampleNote!)).toBeInTheDocument();
  });

  it("without a case study, says so and offers an example on request instead of a hole", () => {
    const proof = serviceProofFor("qualitative", [])!;
    expect(proof.studies).toEqual([]);
    render(<ServiceProof slug="qualitative" proof={proof} />);
    const section = screen.getByRole("region", { name: proof.heading });
    expect(section).toHaveTextContent(proof.copy.empty);
    expect(within(section).getByRole("link", { name: proof.copy.emptyLink.label })).toHaveAttribute(
      "href",
      proof.copy.emptyLink.href,
    );
    expect(within(section).queryAllByRole("article")).toEqual([]);
  });

  it("leaves out who leads it when nobody in the people file leads the service", () => {
    const proof = serviceProofFor("custom", catalog, [])!;
    render(<ServiceProof slug="custom" proof={proof} />);
    const section = screen.getByRole("region", { name: proof.heading });
    expect(within(section).queryByText(proof.copy.ledBy)).toBeNull();
    expect(within(section).getByText(proof.copy.typical)).toBeInTheDocument();
  });
});
