import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import Briefcase from "lucide-react/icons/briefcase";
import Building from "lucide-react/icons/building";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import Crosshair from "lucide-react/icons/crosshair";
import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Laptop from "lucide-react/icons/laptop";
import Layers from "lucide-react/icons/layers";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Presentation from "lucide-react/icons/presentation";
import Quote from "lucide-react/icons/quote";
import Repeat from "lucide-react/icons/repeat";
import Send from "lucide-react/icons/send";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import Table from "lucide-react/icons/table";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import UtensilsCrossed from "lucide-react/icons/utensils-crossed";
import Video from "lucide-react/icons/video";
import Zap from "lucide-react/icons/zap";
import type { IconName } from "../content/icons";
import { iconRegistry } from "./icon-registry";
import { topIconDrawings } from "./TopIcon";

/** Any icon content may name (content/icons); the header and the service heroes use TopIcon. */
export const Icon = iconRegistry({
  ...topIconDrawings,
  "arrow-right": ArrowRight,
  award: Award,
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
  phone: Phone,
  presentation: Presentation,
  quote: Quote,
  repeat: Repeat,
  send: Send,
  shield: ShieldCheck,
  sliders: SlidersHorizontal,
  sparkles: Sparkles,
  table: Table,
  target: Target,
  "trending-up": TrendingUp,
  utensils: UtensilsCrossed,
  video: Video,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>);
