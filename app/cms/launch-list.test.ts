import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentStatusCopy } from "../content/content-status";
import { contentFiles } from "../content/schemas/registry.ts";
import { decapConfig, PAGES_COLLECTION } from "./decap-config";
import { launchFieldName, type LaunchList, mountLaunchList } from "./launch-list";

const marks = contentStatusCopy.preview.marks;

/** Two files, three items, as scripts/launch-check.mjs collects them. */
const list: LaunchList = {
  made: "2026-11-28T06:00:00.000Z",
  items: [
    {
      file: "app/content/data/esomar-37.yaml",
      editor: "/admin/#/collections/pages/entries/esomar-37",
      field: "sections.4.questions.6",
      status: "to-confirm",
      name: "Information security",
      note: "ISO 27001 certification",
    },
    {
      file: "app/content/data/esomar-37.yaml",
      editor: "/admin/#/collections/pages/entries/esomar-37",
      field: "sections.5.questions.1",
      status: "to-confirm",
    },
    {
      file: "app/content/resources/uk-b2b.md",
      editor: "/admin/#/collections/resource-items-panel-books/entries/uk-b2b",
      field: "charts.0",
      status: "sample",
      name: "Verified members by role",
    },
  ],
};

/** Resolves once the button shows a count: the list has been read. */
async function mounted(load: () => Promise<LaunchList>) {
  const parts = mountLaunchList(load);
  await parts.refresh();
  return parts;
}

describe("the editor's launch checklist", () => {
  it("shows how many items are left on its button and lists them by file in a dialog", async () => {
    let asked = 0;
    const { dialog } = await mounted(async () => {
      asked += 1;
      return list;
    });
    const button = screen.getByRole("button", { name: "Launch checklist: 3 left" });
    expect(dialog.open).toBe(false);
    button.click();
    expect(dialog.open).toBe(true);
    // Asked again on opening: the list is as the working tree is now.
    expect(asked).toBe(3);
    await Promise.resolve();
    const shown = within(dialog);
    expect(shown.getByRole("heading", { level: 2, name: "Launch checklist" })).toBeTruthy();
    expect(dialog.getAttribute("aria-labelledby")).toBe("launch-list-title");
    expect(
      shown.getByText(`${marks["to-confirm"]}: 2 · ${marks.sample}: 1 · ${marks.placeholder}: 0`),
    ).toBeTruthy();
    const files = shown.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    // Without the editor's names, a file by its own name, never its path.
    expect(files).toEqual(["esomar-37", "uk-b2b"]);
    const links = shown.getAllByRole("link", { name: "Open in the editor" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/admin/#/collections/pages/entries/esomar-37",
      "/admin/#/collections/resource-items-panel-books/entries/uk-b2b",
    ]);
    const entries = shown.getAllByRole("listitem").map((li) => li.textContent);
    expect(entries).toEqual([
      `${marks["to-confirm"]} sections.4.questions.6 “Information security”: ISO 27001 certification`,
      `${marks["to-confirm"]} sections.5.questions.1`,
      `${marks.sample} charts.0 “Verified members by role”`,
    ]);
    // A link opens its entry behind the dialog, which closes.
    links[0]!.addEventListener("click", (event) => event.preventDefault());
    links[0]!.click();
    expect(dialog.open).toBe(false);
  });

  // Fifth marketer review (decision 0816): the list showed file paths and led with the command.
  it("names each entry as the editor does, no file path, the command in one line for a developer", async () => {
    const titled: LaunchList = {
      ...list,
      items: list.items.map((item) =>
        item.file.endsWith(".md") ? { ...item, title: "UK B2B panel book" } : item,
      ),
    };
    const named = mountLaunchList(
      async () => titled,
      document,
      undefined,
      (editor) => (editor.includes("/pages/") ? "ESOMAR 37 questions" : "Panel book"),
    );
    await named.refresh();
    const headings = [...named.dialog.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toEqual(["ESOMAR 37 questions", "Panel book: “UK B2B panel book”"]);
    expect(named.dialog.textContent).not.toMatch(/app\/content|\.yaml|\.md\b/);
    const developer = [...named.dialog.querySelectorAll("p")].filter((p) =>
      p.textContent?.includes("npm run launch-check"),
    );
    expect(developer.map((p) => p.textContent)).toEqual([
      "For your developer: npm run launch-check prints the same list.",
    ]);
  });

  it("says the content is ready when nothing is left", async () => {
    const { dialog } = await mounted(async () => ({ ...list, items: [] }));
    screen.getByRole("button", { name: "Launch checklist: ready" }).click();
    await Promise.resolve();
    expect(
      within(dialog).getByText("Nothing left to confirm or replace: every item is final."),
    ).toBeTruthy();
    within(dialog).getByRole("button", { name: "Close" }).click();
    expect(dialog.open).toBe(false);
  });

  it("says why when the list cannot be made (broken content)", async () => {
    const { dialog } = await mounted(async () => {
      throw new Error("app/content/data/footer.yaml: company.links.2.to: not a path");
    });
    screen.getByRole("button", { name: "Launch checklist" }).click();
    await Promise.resolve();
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "The list could not be made: app/content/data/footer.yaml: company.links.2.to: not a path",
    );
  });

  // Fourth marketer review (decision 0816): fields by their form labels, as the editor names
  // them, not by their data paths ("hero.claims.0").
  it("names each field by the labels of its form, counted from 1", async () => {
    const config = decapConfig({
      contentFiles,
      resourceSections: [],
      images: [],
      backend: { kind: "local", url: "http://localhost:4323/api/v1" },
    });
    const fieldsOf = (name: string) =>
      config.collections
        .find((c) => c.name === PAGES_COLLECTION)
        ?.files?.find((f) => f.name === name)?.fields;
    const proof = fieldsOf("holding-proof");
    expect(launchFieldName("hero.claims.0", fieldsOf("home-hero"))).toBe("Hero › Claims 1");
    expect(launchFieldName("clientSectors.sectors.3", proof)).toBe("Client sectors › Sectors 4");
    expect(launchFieldName("", proof)).toBe("(the whole file)");
    const named = mountLaunchList(
      async () => list,
      document,
      (editor) =>
        editor.endsWith("esomar-37")
          ? [
              {
                name: "sections",
                label: "Sections",
                widget: "list",
                fields: [
                  {
                    name: "questions",
                    label: "Questions",
                    widget: "list",
                    fields: [{ name: "answer", label: "Answer", widget: "text" }],
                  },
                ],
              },
            ]
          : undefined,
    );
    await named.refresh();
    const entries = [...named.dialog.querySelectorAll("li")].map((li) => li.textContent);
    expect(entries).toEqual([
      `${marks["to-confirm"]} Sections 5 › Questions 7 “Information security”: ISO 27001 certification`,
      `${marks["to-confirm"]} Sections 6 › Questions 2`,
      `${marks.sample} charts.0 “Verified members by role”`,
    ]);
    for (const entry of entries.slice(0, 2)) expect(entry).not.toMatch(/\w\.\d/);
  });
});
