import { expect, test, waitForHydration } from "./fixtures";
import type { CareersData } from "../../app/content/schemas/careers.ts";
import type { CareersRolesCopy } from "../../app/content/schemas/careers-roles.ts";
import type { SiteData } from "../../app/content/schemas/site.ts";
import { contentData, PEOPLE } from "../content-data";
import { framesPass, transitionsDone } from "./page-helpers";

const careers = contentData<CareersData>("careers").careersPage;
const site = contentData<SiteData>("site");
const CAREERS_EMAIL = site.careersEmail;
const rolesCopy = contentData<CareersRolesCopy>("careers-roles");

test.describe("/careers", () => {
  test("hero, benefits, how to apply and the follow-up promise", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(careers.hero.heading);
    for (const b of ["Catered meals", "Health care", "Flexible environment"]) {
      await expect(main.getByRole("heading", { level: 3, name: b })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { level: 2, name: careers.apply.heading }),
    ).toBeVisible();
    const mail = main.getByRole("link", { name: CAREERS_EMAIL });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${CAREERS_EMAIL}?subject=`)).toBe(true);
    const subject = new URLSearchParams(href.split("?")[1]).get("subject")!;
    expect(subject).toMatch(/resume/i);
    // The number never wraps: spaces are no-break spaces, hyphens non-breaking.
    const phone = site.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
    await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", site.phone.href);
    // The specification's claim: applications followed up within a few business days.
    await expect(main.getByText(/within a few business days/)).toBeVisible();
    await expect(
      main.getByRole("link", { name: rolesCopy.contactBanner.cta.label }),
    ).toHaveAttribute("href", "/contact");
  });

  test("what working here is like, how hiring goes and who hires", async ({ page }) => {
    // Decision 0916: the page was the specification's three sections and the roles, no more.
    await page.goto("/careers");
    const main = page.getByRole("main");
    const life = main.getByRole("region", { name: rolesCopy.life.heading });
    for (const point of rolesCopy.life.points) {
      await expect(life.getByRole("heading", { level: 3, name: point.title })).toBeVisible();
      await expect(life).toContainText(point.text);
    }
    const hiring = main.getByRole("region", { name: rolesCopy.hiring.heading });
    // The steps as an ordered list, in the content's order.
    const steps = hiring.getByRole("list").first().getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(rolesCopy.hiring.steps.map((step) => step.title));
    // Who hires: every person whose entry says so, by name and role, and no one else.
    const hirers = PEOPLE.people.filter((p) => p.hires);
    expect(hirers.length).toBeGreaterThan(0);
    const cards = hiring.getByRole("article");
    await expect(cards).toHaveCount(hirers.length);
    for (const person of hirers) {
      const card = cards.filter({ hasText: person.name });
      await expect(card).toContainText(person.role);
    }
    // Their rows leave no empty cell: a short last row is centred under the full ones.
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => card.closest("li")!.getBoundingClientRect().toJSON() as DOMRect),
    );
    const list = await cards
      .first()
      .evaluate((card) => card.closest("ul")!.getBoundingClientRect().toJSON() as DOMRect);
    const lastTop = Math.max(...boxes.map((box) => Math.round(box.top)));
    const lastRow = boxes.filter((box) => Math.round(box.top) === lastTop);
    const left = Math.min(...lastRow.map((box) => box.left)) - list.left;
    const right = list.right - Math.max(...lastRow.map((box) => box.right));
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
  });
  // Axe on the whole page at 390 and 1440 px: the sweep in a11y.spec.ts.
});

test("at 390 px the hero's link goes straight down to the open roles", async ({ page }) => {
  // Decision 0976: the roles sit below the benefits and what working here is like, about
  // 2,000 px down on a phone; a job seeker reaches them from the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/careers");
  await waitForHydration(page);
  const link = page.getByRole("link", { name: rolesCopy.list.heroLink });
  await expect(link).toBeInViewport();
  const roles = page.getByRole("heading", { level: 2, name: rolesCopy.list.heading });
  await expect(roles).not.toBeInViewport();
  await link.click();
  await expect(page).toHaveURL("/careers#careers-roles");
  await expect(roles).toBeInViewport();
  // Where it comes to rest: the section's fade-in finished (a slide in that fade once carried
  // the heading 18 px up, under the header; decision 0982) and the smooth scroll over.
  await transitionsDone(page);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect
    .poll(async () => {
      const before = await scrollY();
      await framesPass(page, 3);
      return (await scrollY()) === before;
    })
    .toBe(true);
  // Below the sticky header, not under it.
  const [header, heading] = [
    await page.getByRole("banner").boundingBox(),
    await roles.boundingBox(),
  ];
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
