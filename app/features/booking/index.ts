/** Bench-slot booking: what the browser may load. */
export { BringItIn } from "./components/bring-it-in";
export type { BookingContext } from "./components/slot-picker";
export { localParts, zonedInstant } from "./shop-time";
