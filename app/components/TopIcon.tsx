import type { LucideIcon } from "lucide-react";
import ChartColumn from "lucide-react/icons/chart-column";
import Globe from "lucide-react/icons/globe";
import MessagesSquare from "lucide-react/icons/messages-square";
import Presentation from "lucide-react/icons/presentation";
import Puzzle from "lucide-react/icons/puzzle";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import type { TopIconName } from "../content/icons";
import { iconRegistry } from "./icon-registry";

/** The drawings of the icons at the top of pages (content/icons: TopIconName). */
export const topIconDrawings = {
  "bar-chart": ChartColumn,
  globe: Globe,
  messages: MessagesSquare,
  presentation: Presentation,
  puzzle: Puzzle,
  shield: ShieldCheck,
  users: Users,
} satisfies Record<TopIconName, LucideIcon>;

/** An icon of the header or a hero: only these drawings load before the top is interactive. */
export const TopIcon = iconRegistry(topIconDrawings);
