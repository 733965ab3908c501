import type { IconName } from "../content/icons";
import { Icon } from "./Icon";

/**
 * The one icon tile of the design system (docs/design.md): one size, radius and colour on every
 * card, so no section's icons read as more important than another's (decision 0902).
 */
export function IconTile({ name, className = "" }: { name: IconName; className?: string }) {
  return (
    <span
      className={`flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-800 ${className}`}
    >
      <Icon name={name} size={22} />
    </span>
  );
}
