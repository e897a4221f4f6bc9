import { getConfig } from "~/lib/config.server";

import type { BookingSettings } from "./slots";

/**
 * The one way booking code reads the shop's days, windows, capacity, horizon, closed dates and
 * time zone. They come from the environment today; a settings page may later keep them in the
 * database, and only this function changes then.
 */
export function getBookingSettings(): BookingSettings {
  return getConfig().booking;
}
