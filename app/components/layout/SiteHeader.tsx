import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav, megaMenu } from "../../content/navigation";
import { site } from "../../content/site";
import { useHydrated } from "../../hooks/useHydrated";
import { useOnNavigate } from "../../hooks/useOnNavigate";
import { usePopover } from "../../hooks/usePopover";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { NAV_SHADOW_THRESHOLD_PX } from "../../lib/motion";
import { Logo } from "../Logo";
import { HeaderSearch } from "./HeaderSearch";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";

// Narrower between 1024 and 1280 px, where all seven links share the bar with the logo.
const linkBase =
  "rounded-full px-2 py-2 text-[0.94rem] font-medium whitespace-nowrap transition-colors hover:text-teal-700 xl:px-3";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `${linkBase} ${isActive ? "text-teal-700" : "text-ink-700"}`;
}

/** The small-screen menu panel's id: the toggle names it in `popovertarget`. */
const MOBILE_MENU_ID = "site-menu";

/**
 * Sticky top bar: logo, the main links with the Services mega menu, and a small-screen toggle.
 * The toggle opens a native popover, so the menu works before hydration and without
 * JavaScript; once hydrated the state drives it (decision 0504). The toggle's name and icon
 * follow the popover in CSS, so they are true before hydration too; `aria-expanded` is set
 * only once hydrated: before that the browser exposes the popover invoker's state itself.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SHADOW_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  usePopover(panelRef, mobileOpen, setMobileOpen);
  const { pathname } = useLocation();

  // Any navigation closes the small-screen menu (hydration is not one: an open menu stays).
  useOnNavigate(() => setMobileOpen(false));

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-50 border-b transition-shadow duration-200 ${
        scrolled
          ? "border-ink-100 bg-paper/95 shadow-nav backdrop-blur"
          : "border-transparent bg-paper"
      }`}
    >
      <nav
        aria-label="Main"
        className="group/nav container-page flex h-18 items-center justify-between gap-1 lg:gap-3 xl:gap-6"
      >
        <Link to="/" className="shrink-0 rounded-lg" aria-label={`${site.name} home`}>
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
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `inline-flex items-center rounded-full px-4 py-2.5 text-[0.94rem] font-semibold whitespace-nowrap transition-colors xl:px-5 ${
                      isActive ? "bg-teal-700 text-white" : "bg-ink-900 text-white hover:bg-ink-800"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ) : (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    navLinkClass({
                      isActive:
                        isActive || !!item.sectionPrefixes?.some((p) => pathname.startsWith(p)),
                    })
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>

        <HeaderSearch />

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50 lg:hidden"
          popoverTarget={MOBILE_MENU_ID}
          aria-expanded={hydrated ? mobileOpen : undefined}
          aria-controls={MOBILE_MENU_ID}
          onClick={(e) => {
            // Hydrated: the state toggles the popover, not the browser's own invoker action.
            e.preventDefault();
            setMobileOpen((v) => !v);
          }}
        >
          {/* The selector names MOBILE_MENU_ID: Tailwind reads class names as written. */}
          <span className="inline-flex group-has-[#site-menu:popover-open]/nav:hidden">
            <Menu aria-hidden="true" />
            <span className="sr-only">{megaMenu.toggleLabels.open}</span>
          </span>
          <span className="hidden group-has-[#site-menu:popover-open]/nav:inline-flex">
            <X aria-hidden="true" />
            <span className="sr-only">{megaMenu.toggleLabels.close}</span>
          </span>
        </button>
        {/* Inside the navigation landmark, right after its toggle in the focus order. */}
        <MobileMenu
          ref={panelRef}
          id={MOBILE_MENU_ID}
          onClose={() => {
            setMobileOpen(false);
            toggleRef.current?.focus();
          }}
          onFocusLeave={(next) => {
            // Tab past the last link moves on to the page and closes the menu; back to the
            // toggle keeps it open.
            if (next !== toggleRef.current) setMobileOpen(false);
          }}
        />
      </nav>
    </header>
  );
}
