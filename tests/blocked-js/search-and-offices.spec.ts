import { expect, layoutShiftSum, openBlocked, test } from "./fixtures";
import type { ContactData } from "../../app/content/schemas/contact.ts";
import type { SearchData } from "../../app/content/schemas/search.ts";
import { contentData, OFFICES_SHOWN as OFFICES } from "../content-data";

/**
 * Issue 48, defect 4, with every script blocked: /search and the office picker on /contact show
 * no state they do not have (an idle box "results appear as you type", chips that do nothing, a
 * chosen office the map does not follow) and say what works instead (decision 0507).
 */

const search = contentData<SearchData>("search").searchPage;
const offices = contentData<ContactData>("contact").contactPage.offices;

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/search?q=… says the search could not load and links to what works instead", async ({
      page,
    }) => {
      await openBlocked(page, "/search?q=conjoint");
      const main = page.getByRole("main");
      // No box that cannot search, no status promising results, no chips that do nothing.
      await expect(main.getByRole("searchbox")).toHaveCount(0);
      await expect(main.getByText(search.idle)).toBeHidden();
      await expect(
        main.getByRole("heading", { name: search.start.suggestionsHeading }),
      ).toHaveCount(0);
      for (const query of search.start.suggestions)
        await expect(main.getByRole("link", { name: query, exact: true })).toHaveCount(0);
      // What happened, and where the same things are found.
      const notice = main.getByRole("region", { name: search.scriptsFailed.heading });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(search.scriptsFailed.text);
      await expect(main.getByText(search.noscript.heading)).toBeHidden();
      for (const link of search.noscript.links)
        await expect(notice.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to,
        );
      // No CLS check here: the page changes to this layout when it learns its scripts failed,
      // which may be just after its first paint (decision 0507).
      const first = search.noscript.links[0]!;
      await notice.getByRole("link", { name: first.label, exact: true }).click();
      await expect(page).toHaveURL(first.to);
    });

    test("/contact: no office is shown as chosen for a map that cannot follow; each opens in maps", async ({
      page,
    }) => {
      await openBlocked(page, "/contact");
      const section = page.getByRole("region", { name: offices.heading });
      // Before: four radios, Dubai checkable and highlighted while the map and "Selected
      // office" stayed on the first office.
      await expect(section.getByRole("radio")).toHaveCount(0);
      await expect(section.getByText(offices.selectedLabel, { exact: true })).toBeHidden();
      await expect(section.getByText(offices.lead, { exact: true })).toBeHidden();
      await expect(section.getByText(offices.leadWithoutScript, { exact: true })).toBeVisible();
      for (const office of OFFICES) {
        const link = section.getByRole("link", {
          name: new RegExp(`^${office.name} in Google Maps`),
        });
        // One link per office, each its own, in full (not the corner icon).
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", office.mapSearch);
        await expect(link).toContainText(office.name);
      }
      expect(await layoutShiftSum(page)).toBe(0);
    });
  });
}
