import { KeyFigures } from "../../components/KeyFigures";
import { stats } from "../../content/home";

/** The home page's stats as a hero's key figures (the /services and /solutions heroes). */
export function StatsKeyFigures() {
  return (
    <KeyFigures
      label={stats.heading}
      items={stats.items.map((s) => ({ value: `${s.value}${s.suffix}`, label: s.label }))}
    />
  );
}
