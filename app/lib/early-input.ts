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
 *
 * It also defers the page's first layout below the hero (decision 0501): on a plain visit (not
 * Back, Forward or reload, not a #fragment: those restore or jump to a position that needs the
 * real heights) it sets <html data-defer-layout>, under which app.css gives every section of
 * <main> after the first, and the site footer, `content-visibility: auto` until it is marked
 * `data-laid-out`. After the first contentful paint one section is marked per frame, and the
 * attribute goes when none is left. The whole page's first layout would otherwise be one long
 * task right after the first paint, when the visitor's first tap is most likely; the browser
 * still lays out at once any section the visitor scrolls or jumps to.
 */
export const DEFERRED_LAYOUT_ATTRIBUTE = "data-defer-layout";
/** Sections app.css defers while <html data-defer-layout> is set (the rule there matches). */
const DEFERRED_SECTIONS =
  "main>:not(:first-child):not([data-laid-out]),body>footer:not([data-laid-out])";

export const EARLY_INPUT_SCRIPT = `(function () {
  var d = document;
  var root = d.documentElement;
  var visit = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (visit && visit.type === "navigate" && !location.hash && entryTypes && entryTypes.indexOf("paint") >= 0) {
    root.setAttribute("${DEFERRED_LAYOUT_ATTRIBUTE}", "");
    // A scroll while sections still have their estimated heights would land by the estimates
    // (a jump to 5,000 px, Back's restore): the visitor's first input or scroll, or a script's
    // scroll call, lays the page out whole first, so every scroll lands on the real layout.
    var inputs = ["keydown", "pointerdown", "touchstart", "wheel", "scroll"];
    var scrollers = [[window, "scroll"], [window, "scrollTo"], [window, "scrollBy"], [Element.prototype, "scrollIntoView"]];
    var end = function () {
      root.removeAttribute("${DEFERRED_LAYOUT_ATTRIBUTE}");
      inputs.forEach(function (type) { removeEventListener(type, end, true); });
      scrollers.forEach(function (s) { s[0][s[1]] = s[2]; });
    };
    inputs.forEach(function (type) { addEventListener(type, end, true); });
    scrollers.forEach(function (s) {
      var native = (s[2] = s[0][s[1]]);
      s[0][s[1]] = function () { end(); return native.apply(this, arguments); };
    });
    var release = function () {
      var next = root.hasAttribute("${DEFERRED_LAYOUT_ATTRIBUTE}") && d.querySelector("${DEFERRED_SECTIONS}");
      if (!next) return end();
      next.setAttribute("data-laid-out", "");
      // Lays this section out now, in its own task, rather than all at the next frame.
      next.getBoundingClientRect();
      setTimeout(release);
    };
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      release();
    }).observe({ type: "paint", buffered: true });
  }
  function live() { return root.getAttribute("data-hydrated") === "true"; }
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
