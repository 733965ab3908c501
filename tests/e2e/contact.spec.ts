import { acceptedAlerts, axeViolations, expect, test, waitForHydration } from "./fixtures";
import { revealAll, stubMapLoaded, stubMaps } from "./page-helpers";
import type { ContactData } from "../../app/content/schemas/contact.ts";
import type { SiteData } from "../../app/content/schemas/site.ts";
import { contentData, OFFICES_SHOWN as OFFICES } from "../content-data";

const contact = contentData<ContactData>("contact").contactPage;
const site = contentData<SiteData>("site");

// Expected values, never read from app/content or app/lib: the four offices
// (tests/spec-literals.ts) with the addresses the map is built from (from the data file, which
// an editor may change: tests/content-data.ts), and the page's copy.
const offices = OFFICES;
/** The embedded map: a Google Maps embed URL carrying the address. */
const mapEmbedUrl = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
const SUBMIT = "Send message";

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

const form = (page: import("@playwright/test").Page) =>
  page.getByRole("form", { name: "Send us a message" });

/** A label the browser scrolled to is wholly in view, below the sticky header. */
async function expectClearOfHeader(
  page: import("@playwright/test").Page,
  label: import("@playwright/test").Locator,
) {
  const header = (await page.getByRole("banner").boundingBox())!;
  // Wait for the browser's scroll to the field to settle before measuring.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const box = (await label.boundingBox())!;
  expect(box.y, "the label starts below the sticky header").toBeGreaterThanOrEqual(
    header.y + header.height,
  );
}

test.describe("/contact", () => {
  test("hero, contact details and reply promise", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(contact.hero.heading);
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    // The number never wraps: no-break spaces and a non-breaking hyphen.
    const phone = site.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
    await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", site.phone.href);
    // The specification's claim: a reply within one business day.
    await expect(main.getByText(/within one business day/).first()).toBeVisible();
  });

  test("offices: the first is selected; click, keys, Enter and Space drive the map", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const group = page.getByRole("radiogroup", { name: "Choose an office" });
    const radio = (i: number) => group.getByRole("radio").nth(i);
    const map = page.locator("iframe");
    // The open-in-maps link of office i, named as contact.yaml words it.
    const link = (i: number) => page.getByRole("link", { name: offices[i]!.openInMaps });
    const expectOffice = async (i: number) => {
      const o = offices[i]!;
      await expect(radio(i)).toBeChecked();
      await expect(group.locator("input:checked")).toHaveCount(1);
      await expect(map).toHaveAttribute("src", mapEmbedUrl(o.address));
      await expect(map).toHaveAttribute("title", o.mapTitle);
      await expect(link(i)).toHaveAttribute("href", o.mapSearch);
    };
    await page.locator("[data-map-loaded]").scrollIntoViewIfNeeded();
    await expect(group.getByRole("radio")).toHaveCount(4);
    for (const o of offices) {
      await expect(group.locator("label").filter({ hasText: o.name })).toContainText(o.address);
      await expect(group.getByRole("radio", { name: new RegExp(o.name) })).toHaveCount(1);
    }
    await expectOffice(0);
    await expect(map).toHaveAttribute("loading", "lazy");
    expect(new URL((await map.getAttribute("src"))!).origin).toBe("https://www.google.com");
    const query = new URL((await link(0).getAttribute("href"))!).searchParams.get("query");
    expect(query).toBe(offices[0]!.address);

    await radio(2).click();
    await expectOffice(2);
    await radio(2).focus();
    await page.keyboard.press("ArrowDown");
    await expectOffice(3);
    await expect(radio(3)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expectOffice(0); // wraps
    await page.keyboard.press("ArrowUp");
    await expectOffice(3);
    await page.keyboard.press("Home");
    await expectOffice(0);
    await page.keyboard.press("End");
    await expectOffice(3);
    await radio(1).focus();
    await page.keyboard.press("Enter");
    await expectOffice(1);
    await radio(2).focus();
    await page.keyboard.press("Space");
    await expectOffice(2);
    // The group is one Tab stop: Tab moves on into the map, which shows a focus ring, then to
    // the map link.
    await stubMapLoaded(page);
    await page.keyboard.press("Tab");
    await expect(map).toBeFocused();
    await expect(map).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Tab");
    await expect(link(2)).toBeFocused();
    await expect(map).toHaveCSS("outline-style", "none");
  });

  test("the prerendered HTML has the offices and maps link but no third-party frame", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("<iframe");
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('type="radio"');
    expect(html).toContain(offices[0]!.mapSearch.replace(/&/g, "&amp;"));
  });

  test("the map frame comes after the page's load, in its reserved box: nothing moves", async ({
    page,
  }) => {
    // The preloaded fonts answer late, so the load event waits for them after hydration.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route("**/*.woff2", async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "commit" });
    await waitForHydration(page);
    const area = page.locator("[data-map-loaded]");
    // Position in the document (not the viewport), and size.
    const box = (l: import("@playwright/test").Locator) =>
      l.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, width: r.width, height: r.height };
      });
    await expect(area).toHaveAttribute("data-map-loaded", "false");
    await expect(page.locator("iframe")).toHaveCount(0);
    const before = await box(area);
    expect(before.height).toBeGreaterThan(200);
    releaseFonts();
    // Once the page has loaded the frame is in place, whether or not it was scrolled to.
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(area).toHaveAttribute("data-map-loaded", "true");
    await expect(page.locator("iframe")).toHaveAttribute("src", mapEmbedUrl(offices[0]!.address));
    await expect(page.locator("iframe")).toHaveAttribute("loading", "lazy");
    expect(await box(area)).toEqual(before);
    expect(await box(page.locator("iframe"))).toEqual(before); // the frame fills the reserved box
    await page.getByRole("radio").nth(1).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /Dubai/);
    expect(await box(page.locator("iframe"))).toEqual(before);
  });

  test("the map host learns only the site's origin, never the page's address", async ({ page }) => {
    const referers: string[] = [];
    await page.route("https://www.google.com/**", (route) => {
      referers.push(route.request().headers()["referer"] ?? "(none)");
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
    });
    await page.goto("/contact?campaign=autumn#offices");
    await waitForHydration(page);
    await expect.poll(() => referers.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    expect(new Set(referers)).toEqual(new Set([`${origin}/`]));
  });

  test("reached by a link from another page, the map loads without a policy violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    await page.goto("/careers");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact Us" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.locator("[data-map-loaded]").scrollIntoViewIfNeeded();
    await stubMapLoaded(page);
    expect(violations).toEqual([]);
  });

  test("a valid submit logs the data, alerts 'Message sent successfully!' and clears", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const dialogs = acceptedAlerts(page);
    const logs: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "log") logs.push(m.text());
    });
    const f = form(page);
    await f.getByLabel("Name").fill("Ada Lovelace");
    await f.getByLabel("E-mail").fill("ada@example.com");
    await f.getByLabel("Phone (optional)").fill("+44 20 7946 0000");
    await f.getByLabel("Subject (optional)").fill("Pricing");
    await f.getByLabel("Message").fill("We need a conjoint study.");
    await f.getByRole("button", { name: SUBMIT }).click();
    await expect.poll(() => dialogs).toEqual(["Message sent successfully!"]);
    await expect.poll(() => logs.join("\n")).toContain("ada@example.com");
    for (const label of ["Name", "E-mail", "Phone (optional)", "Subject (optional)", "Message"]) {
      await expect(f.getByLabel(label)).toHaveValue("");
    }
    // The draft is gone too.
    await page.reload();
    await waitForHydration(page);
    await expect(form(page).getByLabel("Name")).toHaveValue("");
  });

  test("an invalid submit shows no alert; the browser blocks it", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    const f = form(page);
    await f.getByRole("button", { name: SUBMIT }).click();
    await expect(f.getByLabel("Name")).toBeFocused();
    expect(
      await f.getByLabel("Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await f.getByLabel("Name").fill("Ada");
    await f.getByLabel("E-mail").fill("not-an-email");
    await f.getByLabel("Message").fill("Hello");
    await f.getByRole("button", { name: SUBMIT }).click();
    expect(
      await f.getByLabel("E-mail").evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    await expect(f.getByLabel("Name")).toHaveValue("Ada");
    expect(dialogs).toBe(0);
  });

  for (const width of [390, 320]) {
    test(`at ${width} px no field looks invalid before a try; on a failed submit the first invalid field's label clears the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/contact");
      await waitForHydration(page);
      const f = form(page);
      const name = f.getByLabel("Name");
      // Untouched, nothing is marked invalid, though three fields are empty and required.
      await name.scrollIntoViewIfNeeded();
      await expect(f.locator(":user-invalid")).toHaveCount(0);
      const untouched = await name.evaluate((el) => getComputedStyle(el).backgroundColor);
      await f.getByRole("button", { name: SUBMIT }).click();
      await expect(name).toBeFocused();
      // After the try the empty required fields are marked (the browser's own messages stay).
      await expect(f.locator(":user-invalid")).toHaveCount(3);
      // Polled: the field's colour eases in (a transition), so one read can catch it unchanged.
      await expect
        .poll(() => name.evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe(untouched);
      await expectClearOfHeader(page, f.locator("label[for=contact-name]"));
    });
  }

  test("a draft survives a reload", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await form(page).getByLabel("Name").fill("Grace Hopper");
    await form(page).getByLabel("Message").fill("Half-written message…");
    await page.reload();
    await waitForHydration(page);
    await expect(form(page).getByLabel("Name")).toHaveValue("Grace Hopper");
    await expect(form(page).getByLabel("Message")).toHaveValue("Half-written message…");
  });

  test("hostile input is kept and shown as text, never run", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const dialogs = acceptedAlerts(page);
    const hostile = `<img src=x onerror="alert('xss')"><script>alert('xss')</script> 😀🚀👩🏽‍🔬 ${"x".repeat(10_000)}`;
    const f = form(page);
    await f.getByLabel("Name").fill("<b>Mallory</b>");
    await f.getByLabel("Message").fill(hostile);
    await expect(f.getByLabel("Message")).toHaveValue(hostile);
    await page.reload();
    await waitForHydration(page);
    await expect(form(page).getByLabel("Message")).toHaveValue(hostile);
    await expect(form(page).getByLabel("Name")).toHaveValue("<b>Mallory</b>");
    await expect(page.locator("main img[src=x], main b")).toHaveCount(0);
    await form(page).getByLabel("E-mail").fill("m@example.com");
    await form(page).getByRole("button", { name: SUBMIT }).click();
    await expect.poll(() => dialogs).toEqual(["Message sent successfully!"]);
  });

  // The page as it opens is scanned at both widths by the sweep in a11y.spec.ts.
  for (const width of [1440, 390]) {
    test(`no axe violation at ${width} px: office chosen, form errors shown`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      await waitForHydration(page);
      await revealAll(page);
      await page.getByRole("radio").nth(3).click();
      expect(await axeViolations(page), "Ipswich selected").toEqual([]);
      const f = form(page);
      await f.getByLabel("E-mail").fill("broken");
      await f.getByRole("button", { name: SUBMIT }).click();
      await f.getByLabel("Message").focus();
      await f.getByLabel("Name").focus();
      await expect(f.locator(":user-invalid")).not.toHaveCount(0);
      expect(await axeViolations(page), "validation errors shown").toEqual([]);
    });
  }
});
