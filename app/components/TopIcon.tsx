import {
  ChartColumn,
  Globe,
  type LucideIcon,
  MessagesSquare,
  Presentation,
  Puzzle,
  ShieldCheck,
  Users,
} from "lucide-react";
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
