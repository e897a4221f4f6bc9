import { ALWAYS_OPEN, type OpeningHours } from "./weekdays";

/**
 * Every business fact the site shows, in one place. The server fills it from the
 * environment (see app/lib/config.server.ts); components read it from the root loader.
 */
export interface BusinessInfo {
  name: string;
  shortName: string;
  phone: string;
  email: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** The footer's claim, years in service. */
  yearsOfService: number;
  /** The About page's claim, the year founded. The two claims are kept as the owner states them, not derived from each other. */
  foundedYear: number;
  /** Per weekday; visitors read describeOpeningHours(openingHours). */
  openingHours: OpeningHours;
  amazonAssociateTag: string;
}

export const DEFAULT_BUSINESS: BusinessInfo = {
  name: "Space Coast PC Repair & Web Services",
  shortName: "Space Coast PC",
  phone: "(321) 555-0142",
  email: "help@spacecoastpcrepair.com",
  streetAddress: "",
  city: "Melbourne",
  region: "FL",
  postalCode: "32935",
  country: "US",
  yearsOfService: 30,
  foundedYear: 2020,
  openingHours: ALWAYS_OPEN,
  amazonAssociateTag: "spacecoastpc-20",
};

export const AFFILIATE_DISCLOSURE = "As an Amazon Associate I earn from qualifying purchases.";

export function formatLocation(b: Pick<BusinessInfo, "city" | "region" | "postalCode">): string {
  return `${b.city}, ${b.region} ${b.postalCode}`;
}

/**
 * The shop's address on one line, "1 Main St, Melbourne, FL 32935": the street is optional, so
 * every piece is joined only when it has text (no ", Melbourne" when the street is empty).
 */
export function formatAddress(b: Pick<BusinessInfo, "streetAddress" | "city" | "region" | "postalCode">): string {
  const join = (parts: string[], separator: string) =>
    parts
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .join(separator);
  return join([b.streetAddress, b.city, join([b.region, b.postalCode], " ")], ", ");
}

/** Digits only, with the country code, for tel: links. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
