/**
 * A closed section of a form opens from its whole header row, not only from its small arrow
 * (the third marketer review, decision 0816). Decap draws two kinds of header: a group's
 * (`ObjectWidgetTopBar`: the arrow, then the group's name when closed, e.g. "Hero: Qualitative
 * research …") and a list entry's (`ListItemTopBar`: the arrow, the drag handle and the remove
 * button, with the entry's summary under it). A click on such a row, or on the entry's summary,
 * clicks Decap's own arrow for it, so Decap opens and closes the section as it always does; the
 * arrow, the remove button, the drag handle and the "Add …" buttons keep their own clicks. The
 * row's keyboard stop is the same arrow (one per row, Enter and Space as any button), drawn
 * around the whole row when focused (index.html). Plain DOM, one listener for the page: Decap
 * brings its own React, and its components are found by the names its styles carry.
 */

/** A group's header row (Decap's ObjectWidgetTopBar: a group, or a list as a whole). */
const GROUP_HEADER = '[class*="-TopBarContainer"]';
/** Its arrow. */
const GROUP_ARROW = '[data-testid="expand-button"]';
/** A list entry's header row (Decap's ListItemTopBar) and the summary under it. */
const ENTRY_HEADER = '[class*="-StyledListItemTopBar"]';
const ENTRY_SUMMARY = '[class*="-NestedObjectLabel"]';
/** What keeps its own click: Decap's buttons and menus, and any field. */
const OWN_CLICK =
  'button, a, input, select, textarea, label, [role="button"], [role="menu"], [role="menuitem"], [contenteditable="true"]';

/** A list entry's arrow: the first of its header's buttons, when the header has one. */
function entryArrow(header: Element): HTMLElement | undefined {
  const first = header.firstElementChild;
  // Without an arrow (an entry Decap cannot show), the first button is "remove", the last child.
  return first instanceof HTMLElement &&
    first.tagName === "BUTTON" &&
    first !== header.lastElementChild
    ? first
    : undefined;
}

/**
 * The arrow a click on `target` stands for: Decap's own arrow of the header row or the entry
 * summary it is in, or undefined (a click elsewhere, or on a control with its own click).
 */
export function headerArrow(target: Element): HTMLElement | undefined {
  const summary = target.closest(ENTRY_SUMMARY);
  if (summary) {
    const header = summary.previousElementSibling;
    return header?.matches(ENTRY_HEADER) ? entryArrow(header) : undefined;
  }
  if (target.closest(OWN_CLICK)) return undefined;
  const entry = target.closest(ENTRY_HEADER);
  if (entry) return entryArrow(entry);
  const group = target.closest(GROUP_HEADER);
  return group?.querySelector<HTMLElement>(`:scope > * > ${GROUP_ARROW}`) ?? undefined;
}

/** Header rows open and close their section on a click anywhere on them. */
export function openSectionsFromHeaders(doc: Document) {
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    // A click that selected text (a summary copied) is not a toggle.
    if (doc.getSelection()?.toString()) return;
    headerArrow(target)?.click();
  });
}
