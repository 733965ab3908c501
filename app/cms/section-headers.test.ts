// Decision 0816 (the third marketer review): a closed section opens from its whole header row.
// The markup is Decap's as its bundle draws it (class names carry its components' names).
import { describe, expect, it } from "vitest";
import { headerArrow } from "./section-headers";

function draw(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector(selector)!;
}

describe("a section's header row", () => {
  it("stands for a group's arrow, anywhere on the row but on the arrow itself", () => {
    const $ = draw(`
      <div class="css-1x-TopBarContainer">
        <div class="css-2y-ExpandButtonContainer" id="row">
          <button data-testid="expand-button" id="arrow"></button>Hero: Qualitative research
        </div>
        <button class="css-3z-AddButton" id="add">Add card</button>
      </div>
      <div id="fields"><input id="field" /></div>`);
    expect(headerArrow($("#row"))).toBe($("#arrow"));
    expect(headerArrow($(".css-1x-TopBarContainer"))).toBe($("#arrow"));
    // Decap's own buttons keep their own clicks; the fields under the row are not the row.
    expect(headerArrow($("#arrow"))).toBeUndefined();
    expect(headerArrow($("#add"))).toBeUndefined();
    expect(headerArrow($("#field"))).toBeUndefined();
  });

  it("stands for a list entry's arrow, on its row and on the summary under it", () => {
    const $ = draw(`
      <div class="css-4a-ListItem">
        <div class="css-5b-TopBar-StyledListItemTopBar" id="bar">
          <button id="arrow"></button><span id="drag"><span>≡</span></span><button id="remove"></button>
        </div>
        <div class="css-6c-NestedObjectLabel" id="summary"><strong id="inner">Row A</strong></div>
      </div>`);
    expect(headerArrow($("#summary"))).toBe($("#arrow"));
    expect(headerArrow($("#inner"))).toBe($("#arrow"));
    expect(headerArrow($("#bar"))).toBe($("#arrow"));
    expect(headerArrow($("#remove"))).toBeUndefined();
    expect(headerArrow($("#arrow"))).toBeUndefined();
  });

  it("stands for nothing when an entry has no arrow (its first button removes it)", () => {
    const $ = draw(`
      <div class="css-4a-ListItem">
        <div class="css-5b-TopBar-StyledListItemTopBar" id="bar"><span></span><button id="remove"></button></div>
        <div class="css-6c-NestedObjectLabel" id="summary">Unknown type</div>
      </div>`);
    expect(headerArrow($("#summary"))).toBeUndefined();
    expect(headerArrow($("#bar"))).toBeUndefined();
  });
});
