import type { LucideIcon } from "lucide-react";
import type { IconName } from "../content/icons";

/**
 * An icon component that draws the keys of `drawings` only. Each registry is a module of its
 * own, so a page loads the drawings of the registries its components import.
 */
export function iconRegistry<Name extends IconName>(drawings: Record<Name, LucideIcon>) {
  function Icon({ name, className, size = 20 }: { name: Name; className?: string; size?: number }) {
    const Drawing: LucideIcon = drawings[name];
    return <Drawing aria-hidden="true" focusable="false" className={className} size={size} />;
  }
  return Icon;
}
