import type { LucideIcon } from "lucide-react";
import ChartColumn from "lucide-react/icons/chart-column";
import MessagesSquare from "lucide-react/icons/messages-square";
import Puzzle from "lucide-react/icons/puzzle";
import Users from "lucide-react/icons/users";
import type { TopIconName } from "../content/icons";
import { iconRegistry } from "./icon-registry";

/** The drawings of the icons at the top of pages (content/icons: TopIconName). */
export const topIconDrawings = {
  "bar-chart": ChartColumn,
  messages: MessagesSquare,
  puzzle: Puzzle,
  users: Users,
} satisfies Record<TopIconName, LucideIcon>;

/** An icon of the header or a hero: only these drawings load before the top is interactive. */
export const TopIcon = iconRegistry(topIconDrawings);
