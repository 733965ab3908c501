/** Eyebrow and h2 opening a section; `id` goes on the h2 for aria-labelledby. */
export function BlockHeading({
  id,
  eyebrow,
  title,
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  tone?: "light" | "dark";
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2
        id={id}
        className={`mt-3 font-display text-h2 ${tone === "dark" ? "text-white" : "text-ink-950"}`}
      >
        {title}
      </h2>
    </div>
  );
}
