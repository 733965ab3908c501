import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { resourceLabels } from "../../content/resources";

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={resourceLabels.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    discover="none"
                    to={crumb.to}
                    className="hover:text-ink-950 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" size={14} className="text-ink-500" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
