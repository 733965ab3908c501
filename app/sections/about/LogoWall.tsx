import { useEffect, useRef, useState } from "react";
import { type Association, associationLabel } from "../../content/associations";
import { StatusMark } from "../../components/StatusMark";
import { contentPreview } from "../../lib/content-preview";

/**
 * One association logo, shipped as a file. If the file fails to load — also before hydration
 * attached onError (complete && naturalWidth === 0) — the logo is replaced by its name and
 * full name as text.
 */
function AssociationLogo({ association }: { association: Association }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <p className="text-center text-sm leading-snug text-ink-700" data-logo-fallback="">
        <strong className="font-display text-lg font-semibold text-ink-950">
          {association.name}
        </strong>
        {association.fullName && ` — ${association.fullName}`}
      </p>
    );
  }
  return (
    <img
      ref={imgRef}
      src={association.logo}
      alt={associationLabel(association)}
      width={association.width}
      height={association.height}
      loading="lazy"
      decoding="async"
      className="h-14 w-auto max-w-full object-contain"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The wall of logos; it sits in a section whose heading names it. Flat outlined tiles of one
 * ink (decision 0939), not raised cards, so the badges read as a list, not as buttons. Balanced
 * rows (`badge-wall`, decision 0921): tiles of one width, the seven in one row on a wide screen, four or two across
 * below with a short last row centred.
 */
export function LogoWall({ associations }: { associations: readonly Association[] }) {
  return (
    <>
      <ul className="badge-wall">
        {associations.map((a) => (
          <li key={a.key}>
            <AssociationLogo association={a} />
            {contentPreview && <StatusMark status={a.status} inline />}
          </li>
        ))}
      </ul>
    </>
  );
}
