import { markdownBodyClasses } from "./markdown-body-classes";

/**
 * An item's body, rendered from Markdown at build time (resources-catalog.server.ts): no
 * Markdown parser reaches the browser. Its styles are on the wrapper (markdown-body-classes.ts).
 */
export function MarkdownBody({ html }: { html: string }) {
  // The HTML is the site's own Markdown, rendered at build time with raw HTML refused.
  return <div className={markdownBodyClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
