import { ImageHero } from "../../components/ImageHero";
import { careersPage } from "../../content/careers";

export function CareersHero() {
  const { hero } = careersPage;
  return (
    <ImageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} image={hero.image} />
  );
}
