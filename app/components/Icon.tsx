import {
  ArrowRight,
  Award,
  Briefcase,
  Building,
  ChartColumn,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Compass,
  Crosshair,
  ExternalLink,
  Eye,
  FileText,
  Globe,
  GraduationCap,
  HeartPulse,
  Laptop,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPin,
  MessagesSquare,
  Presentation,
  Phone,
  Puzzle,
  Quote,
  Repeat,
  Send,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Table,
  Target,
  TrendingUp,
  Users,
  UtensilsCrossed,
  Video,
  Zap,
} from "lucide-react";

/**
 * Content names icons by key (content modules hold no JSX); this registry maps keys to lucide
 * components. Add a key here when content needs a new icon.
 */
const registry = {
  "arrow-right": ArrowRight,
  award: Award,
  "bar-chart": ChartColumn,
  briefcase: Briefcase,
  building: Building,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  compass: Compass,
  crosshair: Crosshair,
  "external-link": ExternalLink,
  eye: Eye,
  "file-text": FileText,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "heart-pulse": HeartPulse,
  laptop: Laptop,
  layers: Layers,
  "layout-dashboard": LayoutDashboard,
  mail: Mail,
  "map-pin": MapPin,
  messages: MessagesSquare,
  presentation: Presentation,
  phone: Phone,
  puzzle: Puzzle,
  quote: Quote,
  repeat: Repeat,
  send: Send,
  shield: ShieldCheck,
  sliders: SlidersHorizontal,
  sparkles: Sparkles,
  table: Table,
  target: Target,
  "trending-up": TrendingUp,
  users: Users,
  utensils: UtensilsCrossed,
  video: Video,
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
