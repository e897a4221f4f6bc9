/**
 * The company's availability claims, which follow the saved opening hours: the original "24/7"
 * lines, word for word, while the shop is open around the clock; the hours themselves otherwise
 * (docs/decisions/018-availability-follows-hours.md).
 */
import { describeOpeningHours, isAlwaysOpen, type OpeningHours } from "./hours";

export interface AvailabilityClaims {
  alwaysOpen: boolean;
  /** The home page's third "Why Choose Us" item. */
  homeHeading: string;
  /** Its text around the link to /contact. */
  homeText: { before: string; link: string; after: string };
  /** The title of /contact's second info card (its text names the hours already). */
  contactHeading: string;
  /** The note under a diagnosis result. */
  resultNote: string;
}

export function availabilityClaims(hours: OpeningHours): AvailabilityClaims {
  if (isAlwaysOpen(hours)) {
    return {
      alwaysOpen: true,
      homeHeading: "24/7 Availability",
      homeText: {
        before: "Computer trouble doesn't keep office hours and neither do we. ",
        link: "Reach an expert",
        after: " any time, day or night.",
      },
      contactHeading: "Expert Support 24/7",
      resultNote: "Still stuck? Our experts are available 24/7 to help.",
    };
  }
  const when = describeOpeningHours(hours);
  return {
    alwaysOpen: false,
    homeHeading: "Opening Hours",
    homeText: {
      before: "Our guided PC diagnosis is open any time. ",
      link: "Reach an expert",
      after: ` in our opening hours: ${when}.`,
    },
    contactHeading: "Expert Support",
    resultNote: `Still stuck? Our experts are here to help: ${when}.`,
  };
}
