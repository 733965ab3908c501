import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { megaMenu } from "../../content/navigation";
import { useCurrentPath } from "../../hooks/useCurrentPath";
import { useDelayedDisclosure } from "../../hooks/useDelayedDisclosure";
import { useHydrated } from "../../hooks/useHydrated";
import { useOnNavigate } from "../../hooks/useOnNavigate";
import { usePopover } from "../../hooks/usePopover";
import { MEGA_MENU_CLOSE_DELAY_MS, MEGA_MENU_OPEN_DELAY_MS } from "../../lib/motion";
import { TopIcon } from "../TopIcon";

/** The panel's id: the button names it in `popovertarget`. */
const SERVICES_MENU_ID = "services-menu";

/**
 * The Services mega menu, as the WAI-ARIA APG disclosure navigation pattern: a button with
 * aria-expanded controls a panel of links. Hover intent opens after 80 ms and closes 220 ms
 * after the pointer leaves; click toggles (a click on a panel hover opened keeps it open);
 * Escape closes and returns focus to the button;
 * navigation, a click outside and focus leaving close it.
 *
 * The panel is a native popover the button names in `popovertarget`: before hydration and
 * without JavaScript a click opens it and its links work (decision 0504). Once hydrated the
 * disclosure state drives the popover.
 */
export function MegaMenu({ label }: { label: string }) {
  const { isOpen, scheduleOpen, scheduleClose, open, close, toggle } = useDelayedDisclosure(
    MEGA_MENU_OPEN_DELAY_MS,
    MEGA_MENU_CLOSE_DELAY_MS,
  );
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // None on the 404 page, which marks no page as current (hooks/useCurrentPath.ts).
  const current = useCurrentPath();
  const inServices = current?.startsWith("/services") ?? false;
  const setOpen = useCallback((next: boolean) => (next ? open() : close()), [open, close]);
  usePopover(panelRef, isOpen, setOpen);
  // Before hydration the browser exposes the popover invoker's state itself.
  const hydrated = useHydrated();

  useOnNavigate(close);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, close]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && isOpen) {
      e.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === "mouse") scheduleOpen();
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse") scheduleClose();
  };

  return (
    // The wrapper only listens (hover intent, Escape, focus leaving); the button is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (isOpen && !wrapperRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        aria-expanded={hydrated ? isOpen : undefined}
        aria-controls={SERVICES_MENU_ID}
        onClick={(e) => {
          // Hydrated: the state toggles the popover, not the browser's own invoker action.
          e.preventDefault();
          toggle();
        }}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-2 text-[0.94rem] font-medium whitespace-nowrap transition-colors xl:px-3 hover:text-teal-700 ${
          inServices || isOpen ? "text-teal-700" : "text-ink-700"
        }`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          size={16}
          className={`transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      {/* Top layer, under the sticky bar (`mega-panel`, app.css: its transparent top padding
          bridges the gap below the button so the pointer can cross it without leaving the menu). */}
      <div ref={panelRef} id={SERVICES_MENU_ID} popover="auto" className="mega-panel">
        <div className="grid grid-cols-[1.5fr_1fr] overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
          <div className="p-6">
            <p className="eyebrow mb-4">{megaMenu.heading}</p>
            <ul className="grid grid-cols-2 gap-2">
              {megaMenu.items.map((service) => (
                <li key={service.slug}>
                  <Link
                    discover="none"
                    to={service.path}
                    aria-current={current === service.path ? "page" : undefined}
                    className="group flex gap-3 rounded-xl p-3 transition-colors hover:bg-ink-50 aria-[current=page]:bg-teal-100/60"
                  >
                    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-100 text-teal-800">
                      <TopIcon name={service.icon} size={18} />
                    </span>
                    <span>
                      <span className="block font-semibold text-ink-900 group-hover:text-teal-700">
                        {service.title}
                      </span>
                      <span className="mt-0.5 block text-sm leading-snug text-ink-600">
                        {service.blurb}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              discover="none"
              to={megaMenu.allServices.to}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:underline"
            >
              {megaMenu.allServices.label}
              <ArrowRight aria-hidden="true" size={15} />
            </Link>
          </div>
          <div className="on-dark flex flex-col gap-4 bg-ink-900 p-6 text-white">
            <div>
              <p className="eyebrow">{megaMenu.promo.eyebrow}</p>
              <p className="mt-2 font-display text-xl leading-snug">{megaMenu.promo.title}</p>
              <p className="mt-2 text-sm text-ink-200">{megaMenu.promo.text}</p>
              <Link
                discover="none"
                to={megaMenu.promo.cta.to}
                className="mt-4 inline-flex items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-amber-500"
              >
                {megaMenu.promo.cta.label}
                <ArrowRight aria-hidden="true" size={15} />
              </Link>
            </div>
            <div className="mt-auto rounded-xl border border-white/15 p-4">
              <p className="eyebrow">{megaMenu.industriesPromo.eyebrow}</p>
              <p className="mt-1 text-sm text-ink-100">{megaMenu.industriesPromo.title}</p>
              <Link
                discover="none"
                to={megaMenu.industriesPromo.cta.to}
                className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-300 hover:underline"
              >
                {megaMenu.industriesPromo.cta.label}
                <ArrowRight aria-hidden="true" size={15} />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
