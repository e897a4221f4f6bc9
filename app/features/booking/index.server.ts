/** Bench-slot booking; server only. */
export { bookSlotMethodNotAllowed, handleBookSlotRequest, handleSlotListRequest } from "./book-api.server";
export {
  bookSlot,
  cancelBooking,
  countBookingsByDay,
  listBookingsOfDay,
  listOpenSlots,
  type BookingListItem,
  type CancelResult,
} from "./bookings.server";
export { getBookingSettings } from "./settings.server";
export { cancelBookingFromForm, loadBookingsPage, type BookingsPage } from "./bookings-admin.server";
