/** Bench-slot booking; server only. */
export { bookSlotMethodNotAllowed, handleBookSlotRequest, handleSlotListRequest } from "./book-api.server";
export {
  bookSlot,
  cancelBooking,
  countBookingsByDay,
  listBookingsOfDay,
  listOpenSlots,
  listWindowsAhead,
  type BookingListItem,
  type CancelResult,
} from "./bookings.server";
export { getBookingSettings } from "./settings.server";
export { cancelBookingFromForm, loadBookingsPage, type BookingsPage } from "./bookings-admin.server";
export { addDays, dayLabel, localDate, weekdayOf, zonedInstant } from "./shop-time";
export type { BookingSettings, Slot, SlotDay } from "./slots";
