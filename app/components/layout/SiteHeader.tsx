import type { ReactNode } from "react";
import { Link } from "react-router";
import { mainNav } from "../../content/navigation";
import { site } from "../../content/site";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { NAV_SHADOW_THRESHOLD_PX } from "../../lib/motion";
import { Logo } from "../Logo";
import { HeaderSearch } from "./HeaderSearch";
import { MegaMenu } from "./MegaMenu";
import { NavItemLink } from "./NavItemLink";
import { SmallScreenMenu } from "./SmallScreenMenu";

// Narrower between 1024 and 1280 px, where all seven links share the bar with the logo.
const linkBase =
  "rounded-full px-2 py-2 text-[0.94rem] font-medium whitespace-nowrap transition-colors hover:text-teal-700 xl:px-3";

function navLinkClass(current: boolean) {
  return `${linkBase} ${current ? "text-teal-700" : "text-ink-700"}`;
}

/**
 * Sticky top bar: logo, the main links with the Services mega menu, the search, and the
 * small-screen menu (SmallScreenMenu).
 */
export function SiteHeader() {
  return (
    <StickyBar>
      <nav
        aria-label="Main"
        className="group/nav container-page flex h-18 items-center justify-between gap-1 lg:gap-3 xl:gap-6"
      >
        <Link
          discover="none"
          to="/"
          className="shrink-0 rounded-lg"
          aria-label={`${site.name} home`}
        >
          <Logo compact />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) =>
            item.kind === "services-menu" ? (
              <li key={item.label}>
                <MegaMenu label={item.label} />
              </li>
            ) : item.to === "/contact" ? (
              <li key={item.to} className="ml-2">
                <NavItemLink
                  to={item.to}
                  className={(current) =>
                    `inline-flex items-center rounded-full px-4 py-2.5 text-[0.94rem] font-semibold whitespace-nowrap transition-colors xl:px-5 ${
                      current ? "bg-teal-700 text-white" : "bg-ink-900 text-white hover:bg-ink-800"
                    }`
                  }
                >
                  {item.label}
                </NavItemLink>
              </li>
            ) : (
              <li key={item.to}>
                <NavItemLink
                  to={item.to}
                  end={item.to === "/"}
                  sectionPrefixes={item.sectionPrefixes}
                  className={navLinkClass}
                >
                  {item.label}
                </NavItemLink>
              </li>
            ),
          )}
        </ul>

        <HeaderSearch />

        <SmallScreenMenu />
      </nav>
    </StickyBar>
  );
}

/**
 * The sticky `<header>`, with a shadow once the page is scrolled past 4 px. It keeps that state
 * itself, so crossing the threshold re-renders the bar, not the links inside it.
 */
function StickyBar({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast(NAV_SHADOW_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`site-bar ${
        scrolled
          ? "border-ink-100 bg-paper/95 shadow-nav backdrop-blur"
          : "border-transparent bg-paper"
      }`}
    >
      {children}
    </header>
  );
}
