/**
 * The styles of a Resource Center item's body, on its wrapper, because the HTML rendered from
 * Markdown carries no classes of its own beyond `pull-quote` and `md-table`. A plain module (no
 * JSX) so the editor's preview (app/cms/previews.ts) wraps its Markdown in the same classes.
 */
export const markdownBodyClasses = [
  "max-w-[68ch] text-[1.0625rem] leading-relaxed text-ink-800",
  // The first paragraph is the item's lead.
  "[&>p:first-child]:font-display [&>p:first-child]:text-[clamp(1.25rem,1.1rem+0.6vw,1.6rem)] [&>p:first-child]:leading-snug [&>p:first-child]:text-ink-900",
  "[&>*+*]:mt-4 [&>h2]:mt-12 [&>h3]:mt-8 [&>h4]:mt-6",
  "[&_h2]:font-display [&_h2]:text-[clamp(1.5rem,1.3rem+0.8vw,2rem)] [&_h2]:leading-tight [&_h2]:text-ink-950",
  "[&_h3]:font-display [&_h3]:text-h3 [&_h3]:text-ink-950 [&_h4]:font-semibold [&_h4]:text-ink-950",
  // Headings link to themselves (copyable anchors); they read as headings, not as links.
  "[&_:is(h2,h3,h4)]:scroll-mt-28 [&_:is(h2,h3,h4)>a]:text-inherit [&_:is(h2,h3,h4)>a]:no-underline [&_:is(h2,h3,h4)>a:hover]:underline",
  "[&_p_a]:font-semibold [&_p_a]:text-teal-700 [&_p_a]:underline [&_li_a]:text-teal-700 [&_li_a]:underline",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:pl-6 [&_li]:marker:text-teal-600",
  "[&_strong]:font-semibold [&_strong]:text-ink-950",
  // Tables: full width, ruled rows, scroll sideways rather than overflow the page. Below 640 px
  // each row stacks its cells, each under its column's name (data-label); the header row
  // stays for screen readers only.
  // Only the Markdown's own tables (.md-table): a chart's data table stays a grid of figures.
  "max-sm:[&_.md-table_thead]:sr-only max-sm:[&_.md-table_:is(table,tbody,tr,td)]:block max-sm:[&_.md-table_tr+tr]:border-t max-sm:[&_.md-table_tr+tr]:border-ink-200",
  "max-sm:[&_.md-table_td]:border-0 max-sm:[&_.md-table_td]:py-2 max-sm:[&_.md-table_td:first-child]:pt-4 max-sm:[&_.md-table_td:last-child]:pb-4 max-sm:[&_.md-table_td]:before:block max-sm:[&_.md-table_td]:before:text-xs max-sm:[&_.md-table_td]:before:font-semibold max-sm:[&_.md-table_td]:before:tracking-wide max-sm:[&_.md-table_td]:before:text-ink-600 max-sm:[&_.md-table_td]:before:uppercase max-sm:[&_.md-table_td]:before:content-[attr(data-label)]",
  "[&_.md-table]:overflow-x-auto [&_.md-table]:rounded-card [&_.md-table]:border [&_.md-table]:border-ink-100",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.95rem]",
  "[&_th]:bg-sand-100 [&_th]:px-4 [&_th]:py-3 [&_th]:text-sm [&_th]:font-semibold [&_th]:text-ink-700",
  "[&_td]:border-t [&_td]:border-ink-100 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_td]:text-ink-900",
  // Figures and pull quotes.
  "[&_figure]:my-10 [&_figure_img]:w-full [&_figure_img]:rounded-card [&_figcaption]:mt-3 [&_figcaption]:text-sm [&_figcaption]:text-ink-600",
  "[&_.pull-quote]:rounded-card [&_.pull-quote]:bg-ink-900 [&_.pull-quote]:p-8 [&_.pull-quote]:text-white",
  "[&_.pull-quote_blockquote]:border-l-4 [&_.pull-quote_blockquote]:border-amber-300 [&_.pull-quote_blockquote]:pl-5 [&_.pull-quote_blockquote]:font-display [&_.pull-quote_blockquote]:text-[1.4rem] [&_.pull-quote_blockquote]:leading-snug",
  "[&_.pull-quote_figcaption]:mt-5 [&_.pull-quote_figcaption]:text-ink-200",
  "[&>blockquote]:border-l-4 [&>blockquote]:border-teal-600 [&>blockquote]:pl-5 [&>blockquote]:text-ink-900 [&>blockquote]:italic",
].join(" ");
