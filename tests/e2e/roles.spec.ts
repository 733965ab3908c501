import { DomUtils, parseDocument } from "htmlparser2";
import type { CareersRolesCopy } from "../../app/content/schemas/careers-roles.ts";
import type { OfficesData } from "../../app/content/schemas/offices.ts";
import type { SiteData } from "../../app/content/schemas/site.ts";
import { contentData, PEOPLE, rolesOfBuild } from "../content-data";
import { expect, test, waitForHydration } from "./fixtures";

// Open roles (issue 50 item 6, decision 0907): the suite's build takes a fixed day as today
// (scripts/test-all.sh BUILD_DATE), on which some roles are open and one has closed.
const { builtOn, paths: gonePaths, open, closed } = rolesOfBuild();
const copy = contentData<CareersRolesCopy>("careers-roles");
const site = contentData<SiteData>("site");
const offices = contentData<OfficesData>("offices").offices;

/** The subject: the role and the resume (its wording is the content's template). */
const subjectOf = (title: string) => copy.role.applySubject.replace("{title}", title);

/** The JobPosting blocks of a page's HTML, read with a parser. */
function jobPostings(html: string): Record<string, unknown>[] {
  const document = parseDocument(html);
  return DomUtils.findAll(
    (e) => e.name === "script" && e.attribs.type === "application/ld+json",
    document.children,
  )
    .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>)
    .filter((block) => block["@type"] === "JobPosting");
}

const SCHEMA_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** Every field the issue names, with the values the role's file gives. */
function expectJobPosting(ld: Record<string, unknown>, role: (typeof open)[number]) {
  expect(ld.title).toBe(role.title);
  // A full HTML description: the body's paragraphs, headings and lists.
  expect(ld.description).toMatch(/^<p>[\s\S]*<h2 id="[^"]+">[\s\S]*<li>/);
  expect(ld.datePosted).toBe(role.posted);
  expect(ld.validThrough).toBe(`${role.closes}T23:59:59Z`);
  expect(ld.employmentType).toBe(SCHEMA_TYPES[role.type]);
  expect(ld.hiringOrganization).toMatchObject({
    "@type": "Organization",
    name: expect.any(String),
  });
  if (role.location === "remote") {
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    expect(ld.applicantLocationRequirements).toEqual(
      role.countries!.map((code) => ({ "@type": "Country", name: names.of(code) })),
    );
    expect(ld.jobLocation).toBeUndefined();
  } else {
    const office = offices.find((o) => o.key === role.location)!;
    expect(ld.jobLocation).toMatchObject({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: office.locality,
        addressCountry: office.countryCode,
      },
    });
  }
}

test.describe(`open roles on ${builtOn}`, () => {
  test("the build answers 410 for exactly the closed roles", () => {
    expect([...gonePaths].sort()).toEqual(closed.map((r) => r.to).sort());
  });

  test("/careers lists each open role with its page, no closed one, and no JobPosting", async ({
    page,
  }) => {
    const response = await page.goto("/careers");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: copy.list.heading });
    for (const role of open) {
      const card = section.getByRole("article", { name: role.title });
      await expect(card.getByRole("link", { name: role.title })).toHaveAttribute("href", role.to);
    }
    await expect(section.getByRole("article")).toHaveCount(open.length);
    for (const role of closed) await expect(page.getByText(role.title)).toHaveCount(0);
    expect(jobPostings(await response!.text())).toEqual([]);
  });

  test("a role's page: apply by e-mail with the role and the resume in the subject, or by phone; its JobPosting", async ({
    page,
  }) => {
    const role = open[0]!;
    const response = await page.goto(role.to);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.title);
    const apply = page.getByRole("region", { name: copy.role.applyHeading });
    const mail = apply.getByRole("link", { name: site.careersEmail });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${site.careersEmail}?subject=`)).toBe(true);
    const subject = new URLSearchParams(href.split("?")[1]).get("subject");
    expect(subject).toBe(subjectOf(role.title));
    expect(subject).toContain(role.title);
    expect(subject).toMatch(/resume/i);
    const phone = site.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
    await expect(apply.getByRole("link", { name: phone })).toHaveAttribute("href", site.phone.href);
    // The person who hires, by name.
    const manager = PEOPLE.people.find((p) => p.id === role.hiringManager)!;
    await expect(page.getByRole("region", { name: copy.role.hiringManagerHeading })).toContainText(
      manager.name,
    );
    const [ld, ...more] = jobPostings(await response!.text());
    expect(more).toEqual([]);
    expectJobPosting(ld!, role);
  });

  test("an office role names its office as /contact does", async ({ page }) => {
    // One name per office, from offices.yaml (decision 0916): "Raleigh US" on /contact was
    // "Raleigh, United States" on a role and "Raleigh, US" on /about.
    const role = open.find((r) => r.location !== "remote");
    if (!role) throw new Error("no open office role to check");
    const office = offices.find((o) => o.key === role.location)!;
    await page.goto("/careers");
    const card = page.locator("li", { has: page.getByRole("link", { name: role.title }) });
    await expect(card).toContainText(office.name);
    await expect(card).not.toContainText(office.country);
    await page.goto("/contact");
    await expect(
      page.getByRole("main").getByText(office.name, { exact: true }).first(),
    ).toBeVisible();
  });

  test("every open role's JobPosting, office and remote alike", async ({ request }) => {
    // Both shapes of location are among the open roles (a remote one and an office one).
    expect(new Set(open.map((r) => r.location === "remote"))).toEqual(new Set([true, false]));
    for (const role of open) {
      const [ld] = jobPostings(await (await request.get(role.to)).text());
      expectJobPosting(ld!, role);
    }
  });

  test("the sitemap and the search know the open roles and not the closed ones", async ({
    page,
  }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const locs = DomUtils.findAll(
      (e) => e.name === "loc",
      parseDocument(sitemap, { xmlMode: true }).children,
    ).map((loc) => new URL(DomUtils.textContent(loc)).pathname);
    for (const role of open) expect(locs).toContain(role.to);
    for (const role of closed) expect(locs).not.toContain(role.to);

    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    const status = page.getByRole("main").getByRole("status");
    const results = page.getByRole("list", { name: "Search results" });
    await box.fill(open[0]!.title);
    await expect(results.getByRole("link", { name: open[0]!.title })).toHaveAttribute(
      "href",
      open[0]!.to,
    );
    for (const role of closed) {
      await box.fill(role.title);
      await expect(status).toContainText(role.title);
      await expect(page.locator(`a[href="${role.to}"]`)).toHaveCount(0);
    }
  });
});
