import { site } from "../content/site";

/**
 * The wordmark: a drawn "north point" mark plus the brand name from the site config. `compact`
 * drops the small suffix below 360 px, where the top bar has no room for it (the link names
 * the brand in full).
 */
export function Logo({
  tone = "dark",
  compact = false,
}: {
  tone?: "dark" | "light";
  compact?: boolean;
}) {
  const text = tone === "dark" ? "text-ink-900" : "text-white";
  return (
    <span className={`inline-flex items-center gap-2.5 ${text}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#12213f" />
        <path d="M16 5.5 21.5 22 16 18.6 10.5 22Z" fill="#6fd0c4" />
        <path d="M16 18.6 21.5 22 16 26.5 10.5 22Z" fill="#f3cf83" />
      </svg>
      <span className="font-display text-[1.3rem] leading-none font-semibold tracking-tight">
        {/* The space sits between the two words, not inside the second one's element: axe
            trims each element's text, and read "NorthfieldInsights" against the link's name. */}
        {`${site.shortName} `}
        <span
          className={`font-sans text-[0.7rem] font-semibold tracking-[0.22em] uppercase opacity-70 ${compact ? "max-[359px]:hidden" : ""}`}
        >
          {site.nameSuffix}
        </span>
      </span>
    </span>
  );
}
