import type { ReactNode } from "react";

/** Eyebrow, h2 and lead that open a section; `id` goes on the h2 for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const center = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${center}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2
        id={id}
        className={`mt-3 font-display text-h2 ${tone === "dark" ? "text-white" : "text-ink-950"}`}
      >
        {title}
      </h2>
      {lead && (
        <div className={`mt-4 text-lead ${tone === "dark" ? "text-ink-100" : "text-ink-700"}`}>
          {lead}
        </div>
      )}
    </div>
  );
}
