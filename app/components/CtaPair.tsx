import { ButtonLink } from "./ButtonLink";

interface CtaLink {
  label: string;
  to: string;
}

/**
 * A page's main action and a quieter second one beside it: the home hero's and the home
 * closing band's (decision 0938).
 */
export function CtaPair({
  primary,
  secondary,
  className,
}: {
  primary: CtaLink;
  secondary: CtaLink;
  className?: string;
}) {
  return (
    <div className={className ? `mt-9 cta-row ${className}` : "mt-9 cta-row"}>
      <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
      <ButtonLink to={secondary.to} variant="outline" arrow={false}>
        {secondary.label}
      </ButtonLink>
    </div>
  );
}
