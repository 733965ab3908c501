import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactPage } from "../../content/contact";
import { offices } from "../../content/offices";
import { mapEmbedUrl, mapSearchUrl } from "../../lib/maps";
import { OfficesSection } from "./OfficesSection";

const group = () => screen.getByRole("radiogroup", { name: "Choose an office" });
const radio = (name: string) => within(group()).getByRole("radio", { name: new RegExp(name) });
const { mapTitle, openInMaps } = contactPage.offices;
const map = (name = offices[0]!.name) => screen.getByTitle(mapTitle(name));
const openLink = (name = offices[0]!.name) =>
  screen.getByRole("link", { name: new RegExp(`^${openInMaps(name)}`) });

/** Renders the section on a page that has loaded (the frame is added then). */
function renderSection() {
  return render(<OfficesSection />);
}

function expectSelected(index: number) {
  const office = offices[index]!;
  offices.forEach((o, i) => {
    if (i === index) expect(radio(o.name)).toBeChecked();
    else expect(radio(o.name)).not.toBeChecked();
  });
  expect(map(office.name)).toHaveAttribute("src", mapEmbedUrl(office.address));
  expect(openLink(office.name)).toHaveAttribute("href", mapSearchUrl(office.address));
}

// The map is a third-party frame: never navigate it in unit tests.
beforeAll(() => {
  const happyDOM = (
    window as unknown as {
      happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } };
    }
  ).happyDOM;
  happyDOM.settings.navigation.disableChildFrameNavigation = true;
});

describe("OfficesSection", () => {
  // A failed test must not leave the page "still loading" for the next one.
  afterEach(() => vi.restoreAllMocks());

  it("adds the map frame only once the page has loaded", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    render(<OfficesSection />);
    expect(screen.queryByTitle(mapTitle(offices[0]!.name))).toBeNull();
    expect(openLink()).toHaveAttribute("href", mapSearchUrl(offices[0]!.address));
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    expect(map()).toHaveAttribute("src", mapEmbedUrl(offices[0]!.address));
  });

  it("lists four offices with name, address and tags; the first is selected", () => {
    renderSection();
    expect(within(group()).getAllByRole("radio")).toHaveLength(4);
    for (const o of offices) {
      expect(radio(o.name).closest("label")).toHaveTextContent(o.address);
      for (const tag of o.tags) expect(radio(o.name).closest("label")).toHaveTextContent(tag);
    }
    expectSelected(0);
    expect(map()).toHaveAttribute("loading", "lazy");
    expect(openLink()).toHaveAttribute("target", "_blank");
    expect(openLink()).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("click selects an office and updates the map and the link", () => {
    renderSection();
    fireEvent.click(radio("Dubai"));
    expectSelected(1);
    fireEvent.click(radio("Ipswich"));
    expectSelected(3);
  });

  it("Enter selects the focused office (Space and arrows are native radio keys)", () => {
    renderSection();
    fireEvent.keyDown(radio("Raleigh"), { key: "Enter" });
    expectSelected(2);
    fireEvent.keyDown(radio("Gurugram"), { key: "Enter" });
    expectSelected(0);
    for (const o of offices) {
      expect(radio(o.name)).toHaveAttribute("type", "radio");
      expect(radio(o.name)).toHaveAttribute("name", "office");
    }
  });

  it("Home and End select and focus the first and last office", () => {
    renderSection();
    fireEvent.keyDown(radio("Gurugram"), { key: "End" });
    expectSelected(3);
    expect(radio("Ipswich")).toHaveFocus();
    fireEvent.keyDown(radio("Ipswich"), { key: "Home" });
    expectSelected(0);
    expect(radio("Gurugram")).toHaveFocus();
  });

  it("an office chosen before hydration stays chosen, and the map link follows it", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<OfficesSection />);
    document.body.append(host);
    // The visitor picks Raleigh in the prerendered page; React is not running yet.
    const early = host.querySelector<HTMLInputElement>('input[type=radio][value="raleigh"]')!;
    early.click();
    expect(early.checked).toBe(true);
    await act(async () => {
      hydrateRoot(host, <OfficesSection />);
    });
    expectSelected(2);
    host.remove();
  });

  it("the prerendered cards each carry an open-in-maps link, for visitors without scripts", () => {
    const html = renderToString(<OfficesSection />);
    for (const o of offices) {
      expect(html).toContain(`href="${mapSearchUrl(o.address).replace(/&/g, "&amp;")}"`);
      expect(html).toContain(openInMaps(o.name));
    }
  });
});
