/**
 * The " · " between a byline's items. The space before the dot cannot break, so a wrapped byline
 * ends a line with the dot instead of opening the next with it; the text still reads " · ".
 * Its paragraph wraps greedily (`text-wrap`): Chrome's `pretty` wrapping breaks there anyway.
 */
export function MetaSeparator() {
  return (
    <>
      <span className="whitespace-nowrap"> ·</span>{" "}
    </>
  );
}
