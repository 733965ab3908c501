import ArrowDown from "lucide-react/icons/arrow-down";
import { buttonLinkClass } from "../../components/ButtonLink";
import { ImageHero } from "../../components/ImageHero";
import { careersPage } from "../../content/careers";

/**
 * /careers' hero. While a role is open, a link under the lead goes straight down to the roles,
 * which sit below the benefits and what working here is like (decision 0976). A plain anchor:
 * it works before hydration and without JavaScript.
 */
export function CareersHero({ rolesLink }: { rolesLink?: string | undefined }) {
  const { hero } = careersPage;
  return (
    <ImageHero
      eyebrow={hero.eyebrow}
      title={hero.heading}
      lead={hero.lead}
      image={hero.image}
      proof={
        rolesLink ? (
          <a href="#careers-roles" className={`mt-8 ${buttonLinkClass()}`}>
            {rolesLink}
            <ArrowDown aria-hidden="true" size={17} />
          </a>
        ) : undefined
      }
    />
  );
}
