import { describe, expect, it } from "vitest";
import { firstSave, reloadsBetween } from "./editor-navigation";

describe("reloadsBetween (issue 49: a form opened after another showed empty)", () => {
  const entry = (collection: string, slug: string) => `#/collections/${collection}/entries/${slug}`;
  const fresh = (collection: string) => `#/collections/${collection}/new`;

  it("reloads from a new entry to a page-copy file, which Decap showed empty", () => {
    expect(reloadsBetween(fresh("resource-items-blog"), entry("pages", "home-hero"))).toBe(true);
  });

  it("reloads from one saved entry to another, and from an entry to a new one", () => {
    expect(reloadsBetween(entry("pages", "a"), entry("pages", "b"))).toBe(true);
    expect(reloadsBetween(entry("pages", "a"), fresh("resource-items-blog"))).toBe(true);
    // An entry to its own collection's new entry is "Duplicate"'s step: left alone.
    expect(reloadsBetween(entry("role-items", "a"), fresh("role-items"))).toBe(false);
    expect(reloadsBetween(fresh("resource-items-blog"), fresh("resource-items-case-studies"))).toBe(
      true,
    );
  });

  it("leaves Decap's own step after a first save, a duplicate's draft and the lists alone", () => {
    expect(reloadsBetween(fresh("role-items"), entry("role-items", "analyst"))).toBe(false);
    expect(reloadsBetween(entry("pages", "a"), `${fresh("pages")}?duplicate=true`)).toBe(false);
    expect(reloadsBetween(entry("pages", "a"), "#/collections/pages")).toBe(false);
    expect(reloadsBetween("#/collections/pages", entry("pages", "a"))).toBe(false);
    expect(reloadsBetween(entry("pages", "a"), entry("pages", "a"))).toBe(false);
  });
});

describe("firstSave (decision 0815: the published page's link after a first save)", () => {
  it("is Decap's step from a new entry to its saved address, in the same collection", () => {
    expect(
      firstSave(
        "#/collections/resource-items-blog/new",
        "#/collections/resource-items-blog/entries/field-notes",
      ),
    ).toEqual({ collection: "resource-items-blog", slug: "field-notes" });
  });

  it("is no other change of address", () => {
    const saved = "#/collections/role-items/entries/analyst";
    expect(firstSave("#/collections/resource-items-blog/new", saved)).toBeUndefined();
    expect(firstSave("#/collections/role-items/entries/other", saved)).toBeUndefined();
    expect(firstSave("#/collections/role-items/new", "#/collections/role-items")).toBeUndefined();
  });
});
