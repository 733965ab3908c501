/**
 * Input the visitor gives before hydration, kept for the script (decision 0504).
 *
 * The prerendered page is complete and its links, menus (native popovers) and fields work
 * before React hydrates. A few controls only do their job with the script: those carry a data
 * attribute, and this small classic script, inlined in <head> (hashed by the CSP step), takes
 * care of what the visitor does with them until the page is hydrated:
 * - `data-space-click` links follow Space like Enter (the home industries strip's cards);
 * - a click on a `data-replay-click` control (a tab, a slideshow dot) is marked
 *   `data-pending-click`, and useEarlyInputReplay clicks it again once hydrated;
 * - a submit of a `data-submit-after-hydration` form is held (nothing is sent, nothing goes
 *   into a URL), marked `data-pending-submit`, its `data-pending-note` shown, and submitted
 *   again once hydrated;
 * - a tap, click or key on a popover invoker (the menu toggles) is left to the browser, which
 *   opens the menu at once, until the top of the page has hydrated (<html data-hydrated="top">):
 *   React, handed such an event while it hydrates, would first finish hydrating the whole top
 *   in that one event. The menu adopts the open popover when the top hydrates (usePopover).
 * Once <html data-hydrated="true"> is set, the listeners step aside.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var d = document;
  function hydrated() { return d.documentElement.getAttribute("data-hydrated"); }
  function live() { return hydrated() === "true"; }
  function closest(e, selector) {
    var t = e.target;
    return t && t.closest ? t.closest(selector) : null;
  }
  d.addEventListener("keydown", function (e) {
    if (live() || e.key !== " " || e.defaultPrevented) return;
    var link = closest(e, "a[data-space-click]");
    if (!link) return;
    e.preventDefault();
    link.click();
  }, true);
  d.addEventListener("click", function (e) {
    if (live()) return;
    var control = closest(e, "[data-replay-click]");
    if (!control) return;
    var earlier = d.querySelectorAll("[data-pending-click]");
    for (var i = 0; i < earlier.length; i++) earlier[i].removeAttribute("data-pending-click");
    control.setAttribute("data-pending-click", "");
  }, true);
  // Registered before React's listeners on the document, so stopping here keeps the event from it.
  "pointerdown pointerup mousedown mouseup touchstart touchend click keydown keyup keypress"
    .split(" ")
    .forEach(function (type) {
      d.addEventListener(type, function (e) {
        if (!hydrated() && closest(e, "[popovertarget]")) e.stopImmediatePropagation();
      }, { capture: true, passive: true });
    });
  d.addEventListener("submit", function (e) {
    var form = e.target;
    if (live() || !form || !form.hasAttribute || !form.hasAttribute("data-submit-after-hydration")) return;
    e.preventDefault();
    form.setAttribute("data-pending-submit", "");
    var note = form.querySelector("[data-pending-note]");
    if (note) note.hidden = false;
  }, true);
})();`;
