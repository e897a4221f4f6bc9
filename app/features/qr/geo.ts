import type { LocationInput } from "./schema";

/** A coordinate as a plain decimal: "+28.10" becomes "28.1", "-0" becomes "0". */
export function normalizeCoordinate(value: string): string {
  const n = Number(value.trim());
  return Object.is(n, -0) ? "0" : String(n);
}

/**
 * geo:lat,long (RFC 5870) for Android and scanner apps, or a maps link that every phone's
 * camera opens (iPhones do not open geo: URIs).
 */
export function buildLocationContent(input: LocationInput): string {
  const lat = normalizeCoordinate(input.latitude);
  const long = normalizeCoordinate(input.longitude);
  return input.format === "maps" ? `https://www.google.com/maps/search/?api=1&query=${lat}%2C${long}` : `geo:${lat},${long}`;
}
