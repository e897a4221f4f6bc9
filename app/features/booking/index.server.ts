/** Bench-slot booking; server only. */
export { bookSlotMethodNotAllowed, handleBookSlotRequest } from "./book-api.server";
export { handleSlotListRequest } from "./slot-list.server";
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
export {
  bookingSender,
  confirmFromForm,
  loadBookingRequest,
  purgeBookingRequests,
  type ConfirmOutcome,
  type LoadRequestResult,
} from "./requests.server";
export { queueBookingReminders, REMINDER_FROM } from "./reminders.server";
export { cancelBookingFromForm, loadBookingsPage, type BookingsPage } from "./bookings-admin.server";
export { addDays, dayLabel, localDate, weekdayOf, windowLabel, zonedInstant } from "./shop-time";
export type { BookingSettings, Slot, SlotDay } from "./slots";
