/** Bench-slot booking; server only. */
export { bookSlotMethodNotAllowed, handleBookSlotRequest, handleSlotListRequest } from "./book-api.server";
export {
  attendBooking,
  bookSlot,
  cancelBooking,
  countBookingsByDay,
  listBookingsOfDay,
  listOpenSlots,
  listWindowsAhead,
  type AttendResult,
  type BookingListItem,
  type CancelResult,
} from "./bookings.server";
export { getBookingSettings } from "./settings.server";
export { queueBookingReminders, REMINDER_FROM } from "./reminders.server";
export { cancelBookingFromForm, loadBookingsPage, type BookingsPage } from "./bookings-admin.server";
export { addDays, dayLabel, localDate, weekdayOf, windowLabel, zonedInstant } from "./shop-time";
export type { BookingSettings, Slot, SlotDay } from "./slots";
