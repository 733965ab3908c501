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
 *   again once hydrated.
 * Once <html data-hydrated="true"> is set, the listeners step aside.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var d = document;
  function live() { return d.documentElement.getAttribute("data-hydrated") === "true"; }
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
  d.addEventListener("submit", function (e) {
    var form = e.target;
    if (live() || !form || !form.hasAttribute || !form.hasAttribute("data-submit-after-hydration")) return;
    e.preventDefault();
    form.setAttribute("data-pending-submit", "");
    var note = form.querySelector("[data-pending-note]");
    if (note) note.hidden = false;
  }, true);
})();`;
