import {
  BookingAnswerSchema,
  BookingPendingAnswerSchema,
  BookingRefusalSchema,
  SlotListSchema,
  type BookSlotInput,
  type BookingAnswer,
  type BookingPendingAnswer,
  type SlotList,
} from "./schema";
import type { Slot } from "./slots";

export const SLOTS_ENDPOINT = "/api/booking-slots";
export const BOOK_ENDPOINT = "/api/book-slot";

const UNREACHABLE = "Could not reach the shop. Check your connection and try again.";

/** The windows on offer now; throws with a message a visitor can read. */
export async function fetchSlots(fetchImpl: typeof fetch = fetch): Promise<SlotList> {
  const response = await fetchImpl(SLOTS_ENDPOINT, { headers: { Accept: "application/json" }, cache: "no-store" });
  const parsed = SlotListSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new Error("Could not load the drop-off times. Please try again later.");
  return parsed.data;
}

export type BookOutcome =
  | { ok: true; answer: BookingAnswer }
  | { ok: true; pending: BookingPendingAnswer["pending"] }
  | { ok: false; message: string; suggestion: Slot | null };

/** Books a window (or, with e-mail on, asks for it: the visitor confirms from their e-mail); a refusal comes back as its message (and, for a full window, the next free one). */
export async function requestBooking(input: BookSlotInput, fetchImpl: typeof fetch = fetch): Promise<BookOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(BOOK_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: UNREACHABLE, suggestion: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 201) {
    const parsed = BookingAnswerSchema.safeParse(json);
    if (parsed.success) return { ok: true, answer: parsed.data };
  }
  if (response.status === 202) {
    const parsed = BookingPendingAnswerSchema.safeParse(json);
    if (parsed.success) return { ok: true, pending: parsed.data.pending };
  }
  const refusal = BookingRefusalSchema.safeParse(json);
  if (refusal.success) return { ok: false, message: refusal.data.error, suggestion: refusal.data.suggestion ?? null };
  return { ok: false, message: "Could not book that time. Please try again later.", suggestion: null };
}
