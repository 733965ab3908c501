import { resourceSections, resourcesPage } from "../../app/content/resources";
import { claimsThatConvert } from "../../app/content/resources/claims-that-convert";
import { onboardingFriction } from "../../app/content/resources/onboarding-friction";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

const detailPages = [
  {
    path: "/resources/panel-books/us-consumer",
    h1: "US Consumer Panel Book",
    marker: "Panel at a glance",
  },
  { path: "/resources/ebooks/ai-in-research", h1: "AI in Market Research", marker: "Chapters" },
  {
    path: "/resources/case-studies/pack-redesign",
    h1: "A Pack Redesign Tested Before Launch",
    marker: "The challenge",
  },
  {
    path: "/blog/maxdiff-vs-conjoint",
    h1: "MaxDiff vs Conjoint: Picking the Right Trade-off",
    marker: "Key takeaways",
  },
];

test.describe("Resource Center", () => {
  test("has the featured block and the four anchored sections, each linking to its items", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await expect(page.locator("#featured")).toBeVisible();
    for (const section of resourceSections) {
      const block = page.locator(`section#${section.anchor}`);
      await expect(block.getByRole("heading", { level: 2, name: section.title })).toBeAttached();
      const hrefs = await block
        .getByRole("listitem")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(section.items.map((i) => i.to));
      await expect(block.getByRole("link", { name: `View all ${section.title}` })).toHaveAttribute(
        "href",
        section.path,
      );
    }
  });

  test("the home banner's #featured lands on the featured block", async ({ page }) => {
    await page.goto("/resources#featured");
    await waitForHydration(page);
    await expect(page.locator("#featured")).toBeInViewport();
    const lead = resourcesPage.featured.items[0];
    await expect(page.locator("#featured").locator(`a[href="${lead}"]`)).toBeVisible();
  });

  test("jump links scroll to a section; item cards open their page", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: resourcesPage.jumpLabel })
      .getByRole("link", { name: /Articles/ })
      .click();
    await expect(page).toHaveURL("/resources#articles");
    await expect(page.locator("#articles h2")).toBeInViewport();
    await page.locator("#articles").getByRole("link", { name: "Claims That Convert" }).click();
    await expect(page).toHaveURL("/blog/claims-that-convert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims That Convert");
    // The body arrives as the page's build-time data (<path>.data) on in-app navigation.
    await expect(page.getByRole("main")).toContainText(claimsThatConvert.intro);
    await page.getByRole("link", { name: "Finding Onboarding Friction", exact: true }).click();
    await expect(page).toHaveURL("/blog/onboarding-friction");
    await expect(page.getByRole("main")).toContainText(onboardingFriction.intro);
    await expect(page.getByRole("main")).not.toContainText(claimsThatConvert.intro);
  });

  for (const section of resourceSections) {
    test(`the ${section.title} index lists its items and links back`, async ({ page }) => {
      await page.goto(section.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.title);
      for (const item of section.items) {
        await expect(page.getByRole("link", { name: item.title, exact: true })).toHaveAttribute(
          "href",
          item.to,
        );
      }
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link"),
      ).toHaveAttribute("href", "/resources");
    });
  }

  for (const detail of detailPages) {
    test(`${detail.path} renders its heading and body`, async ({ page }) => {
      await page.goto(detail.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.h1);
      await expect(page.getByRole("heading", { name: detail.marker })).toBeVisible();
      await expect(page.locator("main img").first()).toHaveJSProperty("complete", true);
    });
  }

  test("article pages carry og:type article", async ({ request }) => {
    const html = await (await request.get("/blog/onboarding-friction")).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<title>Finding Onboarding Friction \| /);
  });
});

for (const width of [1440, 390]) {
  test.describe(`Resource Center axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/resources", "/resources/blog", ...detailPages.map((d) => d.path)]) {
      test(`${path} has no violation`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
