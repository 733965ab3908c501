/**
 * The day a build takes as today, for what expires on a date (an open role's closing date;
 * docs/decisions/0907-open-roles.md): `BUILD_DATE` (YYYY-MM-DD) when set, so tests and a rebuilt
 * old commit are deterministic, otherwise the current day in UTC. Pure: the caller passes both.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function buildDay(value: string | undefined, now: Date): string {
  if (value === undefined || value === "") return now.toISOString().slice(0, 10);
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value))
    throw new Error(`BUILD_DATE: expected a date written YYYY-MM-DD, received "${value}"`);
  return value;
}

/**
 * Whether something that closes on `closes` is still open on `day` (both YYYY-MM-DD): open
 * through the end of its closing day (UTC), closed from the next.
 */
export const openOn = (closes: string, day: string): boolean => closes >= day;
