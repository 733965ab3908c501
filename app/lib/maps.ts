/**
 * Map URL builders for /contact. MAPS_ORIGIN is the one third-party origin the site frames;
 * the Content-Security-Policy allows exactly this origin in frame-src.
 */
export const MAPS_ORIGIN = "https://www.google.com";

/** Embeddable map of an address: MAPS_ORIGIN/maps?q=<address>&output=embed. */
export function mapEmbedUrl(address: string): string {
  return `${MAPS_ORIGIN}/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** "Open in maps" link: a search query carrying the address (Google Maps URLs API). */
export function mapSearchUrl(address: string): string {
  return `${MAPS_ORIGIN}/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
