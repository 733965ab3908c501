import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import type { Ref } from "react";
import { megaMenu } from "../../content/navigation";
import { useHydrated } from "../../hooks/useHydrated";

/**
 * The small-screen menu's toggle: a native popover invoker, so it works before hydration and
 * without JavaScript; once hydrated the header's state drives the popover (decision 0504). Its
 * name and icon follow the popover in CSS, so they are true before hydration too;
 * `aria-expanded` is set only once hydrated: before that the browser exposes the popover
 * invoker's state itself. A component of its own, so that hydration's flip re-renders this
 * button alone rather than the whole header.
 */
export function MenuToggle({
  ref,
  menuId,
  open,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  /** The panel's id; the CSS below names it too ("site-menu"). */
  menuId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50 lg:hidden"
      popoverTarget={menuId}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={menuId}
      onClick={(e) => {
        // Hydrated: the state toggles the popover, not the browser's own invoker action.
        e.preventDefault();
        onToggle();
      }}
    >
      {/* The selector names the panel's id: Tailwind reads class names as written. */}
      <span className="inline-flex group-has-[#site-menu:popover-open]/nav:hidden">
        <Menu aria-hidden="true" />
        <span className="sr-only">{megaMenu.toggleLabels.open}</span>
      </span>
      <span className="hidden group-has-[#site-menu:popover-open]/nav:inline-flex">
        <X aria-hidden="true" />
        <span className="sr-only">{megaMenu.toggleLabels.close}</span>
      </span>
    </button>
  );
}
