import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "~/components/ui/icons/loader2";
import { useId, useRef, useState, type FormEvent } from "react";

import { Button } from "~/components/ui/button";
import { Banner, FormField, inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

import { fetchSlots, requestBooking } from "../booking-api.client";
import { BOOKING_MESSAGES, NOTE_MAX, type BookingAnswer, type BookingPendingAnswer, type BookSlotInput } from "../schema";
import { slotKey, slotSpokenLabel } from "../slots";
import { BookingConfirmation, CheckYourEmail } from "./booking-confirmation";

export const SLOTS_QUERY_KEY = ["booking-slots"] as const;

export interface BookingContext {
  visitor: BookSlotInput["userInfo"];
  issue: BookSlotInput["issue"];
  description: string;
  bookingKey: string | null;
  /** A booking that made a new lead hands its key back, so a second try joins that lead. */
  onBookingKey: (key: string) => void;
}

/** "Bring it in": one radio group over the next days' windows, an optional note, and the confirmation. */
export function SlotPicker({ visitor, issue, description, bookingKey, onBookingKey }: BookingContext) {
  const id = useId();
  const queryClient = useQueryClient();
  const slots = useQuery({ queryKey: SLOTS_QUERY_KEY, queryFn: () => fetchSlots() });
  const [selected, setSelected] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  const [pending, setPending] = useState<BookingPendingAnswer["pending"] | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);

  if (answer) return <BookingConfirmation answer={answer} />;
  if (pending) return <CheckYourEmail pending={pending} />;

  const focusChoice = (key?: string) => {
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)');
    const match = key ? Array.from(radios ?? []).find((r) => r.value === key) : undefined;
    (match ?? radios?.[0])?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const [day = "", start = ""] = selected.split(" ");
    if (!selected) {
      setError(BOOKING_MESSAGES.startInvalid);
      focusChoice();
      return;
    }
    setSending(true);
    setError(null);
    const outcome = await requestBooking({ day, start, note, issue, description, userInfo: visitor, bookingKey });
    setSending(false);
    if (outcome.ok && "pending" in outcome) {
      setPending(outcome.pending);
      return;
    }
    if (outcome.ok) {
      if (outcome.answer.bookingKey) onBookingKey(outcome.answer.bookingKey);
      void queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_KEY });
      setAnswer(outcome.answer);
      return;
    }
    setError(outcome.message);
    await queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_KEY });
    if (outcome.suggestion) {
      const key = slotKey(outcome.suggestion.day, outcome.suggestion.start);
      setSelected(key);
      requestAnimationFrame(() => focusChoice(key));
    }
  }

  const noteId = `${id}-note`;

  if (slots.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-800">
        <Loader2 className="text-brand-700 animate-spin motion-reduce:animate-none" size={18} />
        Loading drop-off times…
      </p>
    );
  }
  if (slots.isError) {
    return <Banner tone="error">{slots.error.message}</Banner>;
  }
  const days = slots.data.days;
  if (slots.data.paused) {
    return <p className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">{slots.data.paused}</p>;
  }
  if (days.length === 0) {
    return <p className="text-slate-800">No drop-off times are open in the next days. Please call us to arrange one.</p>;
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormField
        id={id}
        layout="group"
        labelStyle="hidden"
        label="Choose a drop-off time"
        error={error}
        errorAlert
        className="space-y-4"
      >
        <div ref={groupRef} className="space-y-4">
          {days.map((day) => (
            <fieldset key={day.day} className="rounded-xl border border-slate-300 p-3">
              <legend className="px-1 font-bold text-slate-900">{day.label}</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-3">
                {day.windows.map((slot) => {
                  const key = slotKey(slot.day, slot.start);
                  return (
                    <label
                      key={key}
                      className={cn(
                        "flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500",
                        slot.full
                          ? "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600"
                          : "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 cursor-pointer border-slate-300 text-slate-900",
                      )}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={key}
                        checked={selected === key}
                        disabled={slot.full || sending}
                        onChange={() => {
                          setSelected(key);
                          setError(null);
                        }}
                        aria-label={slotSpokenLabel(day.label, slot)}
                        className="accent-brand-700 size-5 shrink-0"
                      />
                      <span className="flex flex-col">
                        <span className="font-medium">{slot.label}</span>
                        <span className="text-sm">
                          {slot.full ? "Full" : `${slot.left} ${slot.left === 1 ? "place" : "places"} left`}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </FormField>
      <FormField id={noteId} label="Note for the technician" optional>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={sending}
          className={inputClass}
        />
      </FormField>
      <Button type="submit" variant="accent" size="lg" disabled={sending} aria-busy={sending || undefined}>
        Book this time
      </Button>
    </form>
  );
}
