import { Link } from "react-router";
import { pagerLabels as L } from "../../content/resources";
import { groupThousands, type PageInfo, pagePath, pagerNumbers } from "../../lib/pagination";

const cell =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3.5 text-sm font-semibold tabular-nums transition-colors";
const idle = `${cell} border-ink-200 bg-white text-ink-800 hover:border-ink-900`;

/**
 * The pager under a list with more than one page: plain links (works without JavaScript, each
 * page its own URL), Previous / Next and the page numbers around the current one. A list that
 * fits one page has none.
 */
export function Pager({ base, info }: { base: string; info: PageInfo }) {
  const { page, pageCount } = info;
  if (pageCount < 2) return null;
  const total = groupThousands(info.total);
  return (
    <nav aria-label={L.nav} className="mt-12 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-600" aria-live="off">
        {L.showing(groupThousands(info.from), groupThousands(info.to), total)}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link discover="none" to={pagePath(base, page - 1)} rel="prev" className={idle}>
              {L.previous}
            </Link>
          </li>
        )}
        {pagerNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                discover="none"
                to={pagePath(base, n)}
                aria-label={L.page(n)}
                aria-current={n === page ? "page" : undefined}
                className={n === page ? `${cell} border-ink-900 bg-ink-900 text-white` : idle}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link discover="none" to={pagePath(base, page + 1)} rel="next" className={idle}>
              {L.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
