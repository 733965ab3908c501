import type { FocusEvent, KeyboardEvent, Ref } from "react";
import { mainNav, megaMenu } from "../../content/navigation";
import { NavItemLink } from "./NavItemLink";

const itemClass = (current: boolean) =>
  `block rounded-xl px-4 py-3 text-base font-medium ${
    current ? "bg-teal-100/70 text-teal-800" : "text-ink-800 hover:bg-ink-50"
  }`;

/**
 * The small-screen menu panel: every main link, with the four services listed under Services.
 * A native popover (opened by the header's toggle), laid out under the sticky bar; while it is
 * open the page behind does not scroll (app.css).
 */
export function MobileMenu({
  ref,
  id,
  onClose,
  onFocusLeave,
}: {
  ref: Ref<HTMLDivElement>;
  id: string;
  onClose: () => void;
  /** Focus moved from inside the panel to `next`, outside it. */
  onFocusLeave: (next: Element) => void;
}) {
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget;
    // No next element: the window lost focus, which leaves the menu as it is.
    if (next instanceof Element && !e.currentTarget.contains(next)) onFocusLeave(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    }
  };
  return (
    // Listens for Escape from the links inside; the toggle button is the control. Its look, and
    // the backdrop that dims the page below the top bar only, is `menu-panel` (app.css).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      id={id}
      popover="auto"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className="menu-panel"
    >
      <ul className="container-page flex flex-col gap-1 py-4">
        {mainNav.map((item) =>
          item.kind === "services-menu" ? (
            <li key={item.label}>
              <p className="px-4 pt-3 pb-1 eyebrow">{item.label}</p>
              <ul className="flex flex-col gap-1 pl-3">
                {megaMenu.items.map((service) => (
                  <li key={service.slug}>
                    <NavItemLink to={service.path} className={itemClass}>
                      {service.title}
                    </NavItemLink>
                  </li>
                ))}
                <li>
                  <NavItemLink to={megaMenu.allServices.to} end className={itemClass}>
                    {megaMenu.allServices.label}
                  </NavItemLink>
                </li>
              </ul>
            </li>
          ) : (
            <li key={item.to}>
              <NavItemLink
                to={item.to}
                end={item.to === "/"}
                sectionPrefixes={item.sectionPrefixes}
                className={itemClass}
              >
                {item.label}
              </NavItemLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
