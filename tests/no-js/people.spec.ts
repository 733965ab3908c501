import { expect, test } from "../e2e/fixtures";
import { AUTHOR_LABEL, PEOPLE, RESOURCE_ITEMS } from "../content-data";

/**
 * Issue 50 with JavaScript disabled: the team on /about and an item's author card are in the
 * prerendered page, portraits and the stand-in included (decision 0906).
 */
const shown = PEOPLE.people.filter((p) => p.group);
const item = RESOURCE_ITEMS.find((i) => i.section === "blog")!;

test("/about lists every person it shows, with portrait or the drawn stand-in", async ({
  page,
}) => {
  await page.goto("/about");
  const team = page.getByRole("region", { name: PEOPLE.about.heading });
  await expect(team.getByRole("heading", { level: 4 })).toHaveText(shown.map((p) => p.name));
  await expect(team.locator("img")).toHaveCount(shown.filter((p) => p.portrait).length);
  await expect(team.locator("[data-stand-in]")).toHaveCount(
    shown.filter((p) => !p.portrait).length,
  );
});

test("an article's author card names its author, who is found on /about by the link", async ({
  page,
}) => {
  await page.goto(`/blog/${item.slug}`);
  const author = PEOPLE.people.find((p) => p.id === item.authors[0])!;
  const card = page.getByRole("region", { name: AUTHOR_LABEL }).getByRole("article", {
    name: author.name,
  });
  await expect(card).toContainText(author.role);
  await card.getByRole("link", { name: author.name }).click();
  await expect(page).toHaveURL(`/about#${author.id}`);
  await expect(page.getByRole("article", { name: author.name })).toBeInViewport();
});
