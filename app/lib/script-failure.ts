/**
 * Marks `<html data-scripts-failed>` when one of the page's scripts or module hints fails to
 * load (a dropped connection, a proxy, a blocker): the page then shows the fallbacks a visitor
 * needs where a script would have done the job (the contact form's e-mail and phone). A
 * classic script inlined in <head> before the stylesheet (hashed by the CSP step), so it listens
 * before any script is requested and never holds up the parser.
 */
export const SCRIPT_FAILURE_SCRIPT = `addEventListener("error",function(e){var t=e.target;if(t&&(t.tagName==="SCRIPT"||t.rel==="modulepreload"))document.documentElement.setAttribute("data-scripts-failed","")},true)`;
