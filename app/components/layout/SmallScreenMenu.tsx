import { useRef, useState } from "react";
import { useOnNavigate } from "../../hooks/useOnNavigate";
import { usePopover } from "../../hooks/usePopover";
import { MenuToggle } from "./MenuToggle";
import { MobileMenu } from "./MobileMenu";

/** The panel's id: the toggle names it in `popovertarget` (and MenuToggle's CSS, literally). */
const MENU_ID = "site-menu";

/**
 * The small-screen menu: its toggle and its panel, a native popover whose open state this keeps
 * once hydrated (decision 0504). A component of its own, so that opening and closing the menu
 * re-render these two rather than the whole header.
 */
export function SmallScreenMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  usePopover(panelRef, open, setOpen);

  // Any navigation closes the menu (hydration is not one: an open menu stays).
  useOnNavigate(() => setOpen(false));

  return (
    <>
      <MenuToggle
        ref={toggleRef}
        menuId={MENU_ID}
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
      />
      {/* Inside the navigation landmark, right after its toggle in the focus order. */}
      <MobileMenu
        ref={panelRef}
        id={MENU_ID}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        onFocusLeave={(next) => {
          // Tab past the last link moves on to the page and closes the menu; back to the
          // toggle keeps it open.
          if (next !== toggleRef.current) setOpen(false);
        }}
      />
    </>
  );
}
