/**
 * Marks `<html data-scripts-failed>` when one of the page's scripts or module hints fails to
 * load (a dropped connection, a proxy, a blocker): the page then shows the fallbacks a visitor
 * needs where a script would have done the job (the contact form's e-mail and phone). An inline
 * module script in <head> (hashed by the CSP step): it never holds up the parser, and runs
 * before React Router's module script, whose failure (or its imports') it hears.
 */
export const SCRIPT_FAILURE_SCRIPT = `addEventListener("error",function(e){var t=e.target;if(t&&(t.tagName==="SCRIPT"||t.rel==="modulepreload"))document.documentElement.setAttribute("data-scripts-failed","")},true)`;
