import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { intakeFormFields, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { bookSlot, cancelBooking } from "~/features/booking/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { TicketFormSchema, type TicketInput } from "./schema.server";
import { submitNewTicket, submitTicketEdit, submitTicketMove } from "./ticket-forms.server";
import { loadBookingPrefill } from "./new-ticket.server";
import { loadTicketDetail } from "./tickets-admin.server";
import { createTicket, moveTicket, noteTicket } from "./tickets.server";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const input = (overrides: Partial<Record<string, string>> = {}): TicketInput =>
  TicketFormSchema.parse({
    customerName: "Jane Q. Doe",
    phone: "(321) 555-0142",
    deviceType: "laptop",
    deviceModel: "Dell XPS 13",
    problem: "Will not turn on",
    ...overrides,
  });

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const ticketForm = (fields: Record<string, string> = {}) =>
  form({
    customerName: "Jane Doe",
    phone: "321-555-0142",
    deviceType: "laptop",
    deviceModel: "HP 15",
    problem: "Slow",
    ...intakeFormFields("Jane Doe"),
    ...fields,
  });

describe.each(testDatabaseKinds())("one customer's journey on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let people = 0;
  const settings = { ...parseConfig({}).booking, capacity: 50 };

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  /** A visitor of their own books a drop-off on Tuesday: their lead is "booked". */
  const book = async (note = "") => {
    people += 1;
    const made = await bookSlot(
      handle.db,
      {
        day: "2026-11-24",
        start: "09:00",
        note,
        issue: "slow",
        description: `Visitor ${people}'s laptop is slow`,
        userInfo: {
          name: `Visitor ${people}`,
          email: `visitor${people}@example.com`,
          phone: `321-555-${String(2000 + people)}`,
          timestamp: NOW.toISOString(),
        },
      },
      settings,
      NOW,
    );
    if (!made.ok) throw new Error(`booking failed: ${made.reason}`);
    return made.booking;
  };
  const leadOf = (id: number) => handle.db.selectFrom("leads").select(["stage"]).where("id", "=", id).executeTakeFirstOrThrow();
  const bookingOf = (id: number) =>
    handle.db.selectFrom("bookings").select(["status"]).where("id", "=", id).executeTakeFirstOrThrow();
  const ticketsOf = (leadId: number) =>
    handle.db.selectFrom("tickets").select(["id", "number"]).where("lead_id", "=", leadId).execute();

  it("checks a booking in: the ticket is prefilled from it and the booking marked attended with the ticket", async () => {
    const booking = await book("Bring the charger");
    const prefill = await loadBookingPrefill(handle.db, booking.id);
    expect(prefill).toMatchObject({
      leadId: booking.leadId,
      customerName: expect.stringMatching(/^Visitor \d+$/),
      problem: expect.stringContaining("Booking note: Bring the charger"),
      tickets: [],
      booking: { id: booking.id, day: "2026-11-24", windowStart: "09:00" },
    });
    const made = await submitNewTicket(
      handle.db,
      ticketForm({ leadId: String(booking.leadId), bookingId: String(booking.id) }),
      at(1),
      await testActor(handle.db),
    );
    expect(made.ok).toBe(true);
    expect(await bookingOf(booking.id)).toEqual({ status: "attended" });
    expect(await ticketsOf(booking.leadId)).toHaveLength(1);
    expect(await leadOf(booking.leadId)).toEqual({ stage: "booked" });
    // The seat stays taken: the place was used. The booking can no longer be checked in or cancelled.
    expect(await loadBookingPrefill(handle.db, booking.id)).toBeNull();
    expect(await cancelBooking(handle.db, booking.id, at(2), await testActor(handle.db))).toEqual({
      ok: false,
      reason: "not-active",
    });
  });

  it("makes no ticket for a booking no longer active, and of two check-ins at once makes one", async () => {
    const cancelled = await book();
    await cancelBooking(handle.db, cancelled.id, at(1), await testActor(handle.db));
    const refused = await submitNewTicket(
      handle.db,
      ticketForm({ leadId: String(cancelled.leadId), bookingId: String(cancelled.id) }),
      at(2),
      await testActor(handle.db),
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(await ticketsOf(cancelled.leadId)).toHaveLength(0);

    const other = await book();
    expect(
      await createTicket(handle.db, input(), {
        by: await testActor(handle.db),
        leadId: cancelled.leadId,
        bookingId: other.id,
        now: at(3),
      }),
    ).toEqual({
      ok: false,
      reason: "booking-not-found",
    });
    expect(await bookingOf(other.id)).toEqual({ status: "active" });

    for (let round = 0; round < 3; round += 1) {
      const booking = await book();
      const results = await Promise.all(
        [0, 1].map(async () =>
          createTicket(handle.db, input(), {
            by: await testActor(handle.db),
            leadId: booking.leadId,
            bookingId: booking.id,
            now: at(4),
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "booking-not-active" }]);
      expect(await ticketsOf(booking.leadId)).toHaveLength(1);
    }
  });

  it("of a check-in and a cancellation of one booking at once, exactly one is made", async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await book();
      const [made, cancelled] = await Promise.all([
        createTicket(handle.db, input(), {
          by: await testActor(handle.db),
          leadId: booking.leadId,
          bookingId: booking.id,
          now: at(5),
        }),
        cancelBooking(handle.db, booking.id, at(5), await testActor(handle.db)),
      ]);
      expect([made.ok, cancelled.ok].filter(Boolean)).toHaveLength(1);
      const status = (await bookingOf(booking.id)).status;
      const tickets = await ticketsOf(booking.leadId);
      if (made.ok) {
        expect({ status, tickets: tickets.length, stage: (await leadOf(booking.leadId)).stage }).toEqual({
          status: "attended",
          tickets: 1,
          stage: "booked",
        });
      } else {
        expect({ status, tickets: tickets.length }).toEqual({ status: "cancelled", tickets: 0 });
      }
    }
  });

  it("leaves the lead where it is when a booking is cancelled after its ticket was made", async () => {
    const booking = await book();
    expect(
      (await createTicket(handle.db, input(), { by: await testActor(handle.db), leadId: booking.leadId, now: at(1) })).ok,
    ).toBe(true);
    expect(await cancelBooking(handle.db, booking.id, at(2), await testActor(handle.db))).toMatchObject({ ok: true });
    expect(await leadOf(booking.leadId)).toEqual({ stage: "booked" });

    // Without a ticket the lead goes back where it was before the booking.
    const plain = await book();
    await cancelBooking(handle.db, plain.id, at(2), await testActor(handle.db));
    expect(await leadOf(plain.leadId)).toEqual({ stage: "new" });

    // A ticket made and a booking cancelled at once: either order, never the lead back past the ticket.
    for (let round = 0; round < 3; round += 1) {
      const raced = await book();
      await Promise.all([
        createTicket(handle.db, input(), { by: await testActor(handle.db), leadId: raced.leadId, now: at(3) }),
        cancelBooking(handle.db, raced.id, at(3), await testActor(handle.db)),
      ]);
      const events = await handle.db
        .selectFrom("lead_events")
        .select(["from_stage", "to_stage"])
        .where("lead_id", "=", raced.leadId)
        .orderBy("id")
        .execute();
      const stage = (await leadOf(raced.leadId)).stage;
      // Cancelled first: back to new. Ticket first: still booked. Nothing else.
      expect(["new", "booked"]).toContain(stage);
      expect(events.at(-1)).toEqual(
        stage === "new" ? { from_stage: "booked", to_stage: "new" } : { from_stage: "new", to_stage: "booked" },
      );
    }
  });

  it("asks before a second ticket for a lead that already has one", async () => {
    const booking = await book();
    const first = await submitNewTicket(
      handle.db,
      ticketForm({ leadId: String(booking.leadId) }),
      at(1),
      await testActor(handle.db),
    );
    expect(first.ok).toBe(true);
    const second = await submitNewTicket(
      handle.db,
      ticketForm({ leadId: String(booking.leadId), deviceModel: "Dell" }),
      at(2),
      await testActor(handle.db),
    );
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      formError: expect.stringMatching(/^This lead already has ticket SC-\d{4}-\d{4}\. To make another one, tick/),
      values: { deviceModel: "Dell" },
    });
    expect(await ticketsOf(booking.leadId)).toHaveLength(1);
    const confirmed = await submitNewTicket(
      handle.db,
      ticketForm({ leadId: String(booking.leadId), deviceModel: "Dell", confirmAnother: "on" }),
      at(3),
      await testActor(handle.db),
    );
    expect(confirmed.ok).toBe(true);
    expect(await ticketsOf(booking.leadId)).toHaveLength(2);
  });

  it("adds notes without a status change: history rows of their own, no e-mail, status and its time kept", async () => {
    const t = await createTicket(handle.db, input({ email: "jane@example.com", emailConsent: "on" }), {
      by: await testActor(handle.db),
      now: at(0),
    });
    if (!t.ok) throw new Error("create failed");
    const mails = () =>
      handle.db.selectFrom("outbox").select("id").where("subject_type", "=", "ticket").where("subject_id", "=", t.id).execute();
    const mailsBefore = (await mails()).length;
    expect(
      await submitTicketMove(
        handle.db,
        t.id,
        form({ intent: "note", from: "received", privateNote: "Called, left voicemail" }),
        at(1),
        await testActor(handle.db),
      ),
    ).toEqual({
      ok: true,
      noted: true,
    });
    // "Add note" with a status chosen by mistake still only notes.
    expect(
      (
        await submitTicketMove(
          handle.db,
          t.id,
          form({ intent: "note", from: "received", to: "cancelled", publicNote: "Parts ordered" }),
          at(2),
          await testActor(handle.db),
        )
      ).ok,
    ).toBe(true);
    expect(
      await submitTicketMove(
        handle.db,
        t.id,
        form({ intent: "note", from: "received", publicNote: "  " }),
        at(3),
        await testActor(handle.db),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { privateNote: "Write a note to add, for the customer or private." },
    });
    const detail = (await loadTicketDetail(handle.db, t.id, at(4)))!;
    expect(detail.status).toBe("received");
    expect(detail.statusChangedAt).toBe(at(0).toISOString());
    expect(detail.events.map((e) => [e.note, e.from, e.to, e.publicNote, e.privateNote])).toEqual([
      [false, null, "received", null, null],
      [true, "received", "received", null, "Called, left voicemail"],
      [true, "received", "received", "Parts ordered", null],
    ]);
    expect(await mails()).toHaveLength(mailsBefore);
    expect(
      await noteTicket(handle.db, { by: await testActor(handle.db), ticketId: 987_654, privateNote: "x", now: at(5) }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });

    // Parallel notes and a move: every note kept, the move made once.
    const results = await Promise.all([
      noteTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, privateNote: "a", now: at(6) }),
      moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, from: "received", to: "diagnosing", now: at(6) }),
      noteTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, privateNote: "b", now: at(6) }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const after = (await loadTicketDetail(handle.db, t.id, at(7)))!;
    expect(after.status).toBe("diagnosing");
    expect(after.events.filter((e) => e.note)).toHaveLength(4);
  });

  it("records a cancelled repair returned unrepaired, after a confirmation, and closes the lead", async () => {
    const booking = await book();
    const t = await createTicket(handle.db, input(), { by: await testActor(handle.db), leadId: booking.leadId, now: at(0) });
    if (!t.ok) throw new Error("create failed");
    expect((await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "returned", now: at(1) })).ok).toBe(
      false,
    );
    expect(
      (
        await submitTicketMove(
          handle.db,
          t.id,
          form({ from: "received", to: "cancelled", privateNote: "Declined the $300 quote" }),
          at(1),
          await testActor(handle.db),
        )
      ).ok,
    ).toBe(true);
    // Cancelled, the machine is still on the shelf: the ticket is not gone and the lead stays.
    let detail = (await loadTicketDetail(handle.db, t.id, at(2)))!;
    expect(detail.status).toBe("cancelled");
    expect(await leadOf(booking.leadId)).toEqual({ stage: "booked" });

    // The final move asks first: nothing changes without the box ticked.
    const asked = await submitTicketMove(
      handle.db,
      t.id,
      form({ from: "cancelled", to: "returned", publicNote: "Collected" }),
      at(3),
      await testActor(handle.db),
    );
    expect(asked).toMatchObject({
      ok: false,
      status: 400,
      confirm: true,
      fieldErrors: { confirmFinal: expect.stringMatching(/^Returned unrepaired is final/) },
      values: { to: "returned", publicNote: "Collected" },
    });
    expect((await loadTicketDetail(handle.db, t.id, at(3)))!.status).toBe("cancelled");
    expect(
      await submitTicketMove(
        handle.db,
        t.id,
        form({ from: "cancelled", to: "returned", publicNote: "Collected", confirmFinal: "on" }),
        at(4),
        await testActor(handle.db),
      ),
    ).toMatchObject({ ok: true, to: "returned" });
    detail = (await loadTicketDetail(handle.db, t.id, at(5)))!;
    expect(detail).toMatchObject({ status: "returned", closedAt: at(4).toISOString() });
    expect(await leadOf(booking.leadId)).toEqual({ stage: "done" });
    // Final: no move after it.
    expect(
      await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "received", now: at(6) }),
    ).toMatchObject({
      ok: false,
      reason: "not-allowed",
    });
  });

  it("asks before picked up too, and then makes the lead done", async () => {
    const booking = await book();
    const t = await createTicket(handle.db, input(), { by: await testActor(handle.db), leadId: booking.leadId, now: at(0) });
    if (!t.ok) throw new Error("create failed");
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "ready", now: at(1) });
    expect(
      await submitTicketMove(handle.db, t.id, form({ from: "ready", to: "picked_up" }), at(2), await testActor(handle.db)),
    ).toMatchObject({
      ok: false,
      confirm: true,
    });
    expect((await loadTicketDetail(handle.db, t.id, at(2)))!.status).toBe("ready");
    // Confirmed, it still waits for the device to be handed back and signed for.
    expect(
      await submitTicketMove(
        handle.db,
        t.id,
        form({ from: "ready", to: "picked_up", confirmFinal: "on" }),
        at(3),
        await testActor(handle.db),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      confirm: true,
      fieldErrors: {
        pickupDevice: "Tick “Device handed back” once the customer has it.",
        pickupSignature: "Have the customer sign in the box, or type their full name.",
      },
    });
    expect((await loadTicketDetail(handle.db, t.id, at(3)))!.status).toBe("ready");
    expect(
      await submitTicketMove(
        handle.db,
        t.id,
        form({ from: "ready", to: "picked_up", confirmFinal: "on", pickupDevice: "on", pickupSignedName: "Jane Q. Doe" }),
        at(4),
        await testActor(handle.db),
      ),
    ).toMatchObject({ ok: true });
    expect(await leadOf(booking.leadId)).toEqual({ stage: "done" });
  });

  it("stores, edits and clears the promised date, refusing one that is no date", async () => {
    const made = await submitNewTicket(handle.db, ticketForm({ promisedOn: "2026-12-04" }), at(0), await testActor(handle.db));
    if (!made.ok) throw new Error("create failed");
    const row = () => handle.db.selectFrom("tickets").select("promised_on").where("id", "=", made.id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ promised_on: "2026-12-04" });
    expect(
      (await submitTicketEdit(handle.db, made.id, ticketForm({ promisedOn: "2026-12-05" }), at(1), await testActor(handle.db)))
        .ok,
    ).toBe(true);
    expect((await loadTicketDetail(handle.db, made.id, at(1)))!.promisedOn).toBe("2026-12-05");
    for (const bad of ["2026-02-30", "12/05/2026", "tomorrow"]) {
      expect(
        await submitTicketEdit(handle.db, made.id, ticketForm({ promisedOn: bad }), at(2), await testActor(handle.db)),
      ).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { promisedOn: "Enter the promised date as a date, such as 2026-12-04." },
        values: { promisedOn: bad },
      });
    }
    expect(
      (await submitTicketEdit(handle.db, made.id, ticketForm({ promisedOn: "" }), at(3), await testActor(handle.db))).ok,
    ).toBe(true);
    expect(await row()).toEqual({ promised_on: null });
  });
});
