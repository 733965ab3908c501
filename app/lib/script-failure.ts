/**
 * Marks `<html data-scripts-failed>` when one of the page's scripts or module hints fails to
 * load (a dropped connection, a proxy, a blocker): the page then shows the fallbacks a visitor
 * needs where a script would have done the job (the contact form's e-mail and phone). An inline
 * classic script in <head> (hashed by the CSP step), run as it is parsed, so it hears every
 * failure: a module hint's, React Router's module script's (or its imports'). A module script
 * would run only once the stylesheet (at the end of <body> since decision 0528) has arrived,
 * after Chromium has already fired a failed module script's error. The stylesheet before it
 * is each page's inline first stylesheet, so it waits for nothing.
 */
export const SCRIPT_FAILURE_SCRIPT = `addEventListener("error",function(e){var t=e.target;if(t&&(t.tagName==="SCRIPT"||t.rel==="modulepreload"))document.documentElement.setAttribute("data-scripts-failed","")},true)`;
