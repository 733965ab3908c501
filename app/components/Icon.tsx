import {
  ArrowRight,
  Building,
  ChartColumn,
  Compass,
  Globe,
  Layers,
  type LucideIcon,
  MessagesSquare,
  Puzzle,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Zap,
} from "lucide-react";

/**
 * Content names icons by key (content modules hold no JSX); this registry maps keys to lucide
 * components. Add a key here when content needs a new icon.
 */
const registry = {
  "arrow-right": ArrowRight,
  "bar-chart": ChartColumn,
  building: Building,
  compass: Compass,
  globe: Globe,
  layers: Layers,
  messages: MessagesSquare,
  puzzle: Puzzle,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  users: Users,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof registry;

export function Icon({
  name,
  className,
  size = 20,
}: {
  name: IconName;
  className?: string;
  size?: number;
}) {
  const Component = registry[name];
  return <Component aria-hidden="true" focusable="false" className={className} size={size} />;
}
