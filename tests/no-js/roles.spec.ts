/**
 * Open roles with JavaScript disabled (issue 50 item 6, decision 0907): /careers lists them in
 * its prerendered HTML and a card's link opens the role's page, whose apply links work as is.
 */
import type { CareersRolesCopy } from "../../app/content/schemas/careers-roles.ts";
import type { SiteData } from "../../app/content/schemas/site.ts";
import { contentData, rolesOfBuild } from "../content-data";
import { expect, test } from "../e2e/fixtures";

const { open } = rolesOfBuild();
const copy = contentData<CareersRolesCopy>("careers-roles");
const site = contentData<SiteData>("site");

test("at 390 px, /careers lists the open roles and a role's card opens its page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/careers");
  const section = page.getByRole("region", { name: copy.list.heading });
  await expect(section.getByRole("article")).toHaveCount(open.length);
  const role = open[0]!;
  await section.getByRole("link", { name: role.title }).click();
  await expect(page).toHaveURL(role.to);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.title);
  const apply = page.getByRole("region", { name: copy.role.applyHeading });
  await expect(apply.getByRole("link", { name: site.careersEmail })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=.+/,
  );
});
