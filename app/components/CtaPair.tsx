import { ButtonLink } from "./ButtonLink";

interface CtaLink {
  label: string;
  to: string;
}

/**
 * A page's main action and a quieter second one beside it: the home hero's and the closing
 * bands' (decisions 0938, 0972).
 */
export function CtaPair({
  primary,
  secondary,
  className,
}: {
  primary: CtaLink;
  secondary?: CtaLink | undefined;
  className?: string;
}) {
  return (
    <div className={className ? `mt-9 cta-row ${className}` : "mt-9 cta-row"}>
      <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
      {secondary && (
        <ButtonLink to={secondary.to} variant="outline" arrow={false}>
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
