import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { inTransaction } from "~/db/transaction";

import { createLead } from "./leads.server";
import { leadFollows, moveLead, noteLead } from "./pipeline.server";
import { LEAD_MOVES, LEAD_STAGES, type LeadStage } from "./stages";
import { testActor } from "../../../tests/factories";

const request = (name: string) => ({
  issue: "slow",
  description: `${name}'s computer is slow`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 12, minute));

describe.each(testDatabaseKinds())("moving leads through the pipeline on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let n = 0;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const newLead = async () => (await createLead(handle.db, request(`Visitor${(n += 1)}`), at(0))).id;
  const stageOf = async (id: number) =>
    await handle.db
      .selectFrom("leads")
      .select(["stage", "stage_changed_at", "lost_reason"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const history = (id: number) =>
    handle.db
      .selectFrom("lead_events")
      .select(["from_stage", "to_stage", "note", "actor", "at"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
  /** Puts a lead at `stage` through allowed moves. */
  const leadAt = async (stage: LeadStage) => {
    const id = await newLead();
    const path: LeadStage[] = stage === "new" ? [] : LEAD_MOVES.new.includes(stage) ? [stage] : ["done", "contacted"];
    for (const to of path) {
      const r = await moveLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        to,
        lostReason: "x",
        actor: "admin",
        now: at(1),
      });
      expect(r.ok).toBe(true);
    }
    expect((await stageOf(id)).stage).toBe(stage);
    return id;
  };

  it("makes every allowed move and refuses every other one, writing history only for the ones made", async () => {
    for (const from of LEAD_STAGES) {
      for (const to of LEAD_STAGES) {
        const id = await leadAt(from);
        const before = (await history(id)).length;
        const result = await moveLead(handle.db, {
          by: await testActor(handle.db),
          leadId: id,
          to,
          lostReason: "price",
          actor: "admin",
          now: at(5),
        });
        if (LEAD_MOVES[from].includes(to)) {
          expect(result, `${from} → ${to}`).toEqual({ ok: true, from, to });
          expect((await stageOf(id)).stage).toBe(to);
          expect((await history(id)).length).toBe(before + 1);
        } else {
          expect(result, `${from} → ${to}`).toEqual({ ok: false, reason: "not-allowed", from });
          expect((await stageOf(id)).stage).toBe(from);
          expect((await history(id)).length).toBe(before);
        }
      }
    }
  });

  it("writes the stage, its time and a history row with the note, actor and time", async () => {
    const id = await newLead();
    expect(
      await moveLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        to: "contacted",
        note: "  Called, left a message  ",
        actor: "admin",
        now: at(10),
      }),
    ).toEqual({
      ok: true,
      from: "new",
      to: "contacted",
    });
    expect(await stageOf(id)).toEqual({ stage: "contacted", stage_changed_at: at(10).toISOString(), lost_reason: null });
    expect(await history(id)).toEqual([
      { from_stage: null, to_stage: "new", note: null, actor: "visitor", at: at(0).toISOString() },
      { from_stage: "new", to_stage: "contacted", note: "Called, left a message", actor: "admin", at: at(10).toISOString() },
    ]);
  });

  it("moves to lost only with a reason, keeps it on the lead, and clears it when the lead is reopened", async () => {
    const id = await newLead();
    for (const lostReason of [undefined, null, "", "   "]) {
      expect(
        await moveLead(handle.db, {
          by: await testActor(handle.db),
          leadId: id,
          to: "lost",
          lostReason,
          actor: "admin",
          now: at(3),
        }),
      ).toEqual({
        ok: false,
        reason: "reason-required",
      });
    }
    expect((await stageOf(id)).stage).toBe("new");
    expect((await history(id)).length).toBe(1);

    expect(
      (
        await moveLead(handle.db, {
          by: await testActor(handle.db),
          leadId: id,
          to: "lost",
          lostReason: "Bought a new laptop",
          actor: "admin",
          now: at(4),
        })
      ).ok,
    ).toBe(true);
    expect(await stageOf(id)).toMatchObject({ stage: "lost", lost_reason: "Bought a new laptop" });
    // With no note of its own, the history row carries the reason.
    expect((await history(id)).at(-1)).toMatchObject({ from_stage: "new", to_stage: "lost", note: "Bought a new laptop" });

    expect(
      (await moveLead(handle.db, { by: await testActor(handle.db), leadId: id, to: "contacted", actor: "admin", now: at(6) })).ok,
    ).toBe(true);
    expect(await stageOf(id)).toMatchObject({ stage: "contacted", lost_reason: null });
  });

  it("answers not-found for an unknown lead", async () => {
    expect(
      await moveLead(handle.db, { by: await testActor(handle.db), leadId: 987_654, to: "contacted", actor: "admin", now: at(1) }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("refuses a move decided on a stage the lead no longer has", async () => {
    const id = await newLead();
    await moveLead(handle.db, { by: await testActor(handle.db), leadId: id, to: "quoted", actor: "admin", now: at(1) });
    expect(
      await moveLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        from: "new",
        to: "lost",
        lostReason: "no answer",
        actor: "admin",
        now: at(2),
      }),
    ).toEqual({
      ok: false,
      reason: "changed",
      from: "quoted",
    });
    expect((await stageOf(id)).stage).toBe("quoted");
  });

  it("lets exactly one of two parallel moves of one lead win, and writes one history row", async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await newLead();
      const results = await Promise.all([
        moveLead(handle.db, {
          by: await testActor(handle.db),
          leadId: id,
          from: "new",
          to: "contacted",
          note: "first",
          actor: "admin",
          now: at(7),
        }),
        moveLead(handle.db, {
          by: await testActor(handle.db),
          leadId: id,
          from: "new",
          to: "lost",
          lostReason: "second",
          actor: "admin",
          now: at(7),
        }),
      ]);
      const winners = results.filter((r) => r.ok);
      expect(winners, JSON.stringify(results)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "changed" });
      const events = await history(id);
      expect(events).toHaveLength(2);
      expect((await stageOf(id)).stage).toBe(events[1]!.to_stage);
    }
    // Without the stage the screen saw, the update itself still names the stage it read.
    for (let round = 0; round < 5; round += 1) {
      const id = await newLead();
      const results = await Promise.all(
        ["a", "b", "c"].map(async (note) =>
          moveLead(handle.db, { by: await testActor(handle.db), leadId: id, to: "contacted", note, actor: "admin", now: at(8) }),
        ),
      );
      expect(
        results.filter((r) => r.ok),
        JSON.stringify(results),
      ).toHaveLength(1);
      expect((await history(id)).filter((e) => e.to_stage === "contacted")).toHaveLength(1);
    }
  });

  it("lets a lead follow its booking and ticket", async () => {
    const follow = (id: number, event: Parameters<typeof leadFollows>[2]) =>
      inTransaction(handle.db, (trx) => leadFollows(trx, id, event, { now: at(20), note: `on ${event}` }));

    // A booking moves an earlier lead to booked, and its cancellation moves it back where it was.
    const quoted = await leadAt("quoted");
    expect(await follow(quoted, "booking-made")).toEqual({ ok: true, from: "quoted", to: "booked" });
    expect((await history(quoted)).at(-1)).toMatchObject({
      from_stage: "quoted",
      to_stage: "booked",
      actor: "visitor",
      note: "on booking-made",
    });
    expect(await follow(quoted, "booking-cancelled")).toEqual({ ok: true, from: "booked", to: "quoted" });
    expect((await history(quoted)).at(-1)).toMatchObject({ from_stage: "booked", to_stage: "quoted", actor: "system" });

    const fresh = await newLead();
    expect(await follow(fresh, "booking-made")).toEqual({ ok: true, from: "new", to: "booked" });
    expect(await follow(fresh, "booking-cancelled")).toEqual({ ok: true, from: "booked", to: "new" });

    // A lead further along, or closed, stays where it is.
    for (const stage of ["done", "lost"] as const) {
      const id = await leadAt(stage);
      const before = (await history(id)).length;
      expect(await follow(id, "booking-made")).toBeNull();
      expect(await follow(id, "booking-cancelled")).toBeNull();
      expect((await stageOf(id)).stage).toBe(stage);
      expect((await history(id)).length).toBe(before);
    }

    // A ticket created from the lead leaves it where it is; the ticket picked up makes it done.
    const booked = await leadAt("booked");
    expect(await follow(booked, "ticket-created")).toBeNull();
    expect((await stageOf(booked)).stage).toBe("booked");
    expect(await follow(booked, "ticket-closed")).toEqual({ ok: true, from: "booked", to: "done" });
    expect(await follow(booked, "ticket-closed")).toBeNull();
    const lost = await leadAt("lost");
    expect(await follow(lost, "ticket-closed")).toEqual({ ok: true, from: "lost", to: "done" });

    expect(await follow(987_654, "booking-made")).toBeNull();
  });

  it("never moves a lead back past its ticket when its booking is cancelled, and skips notes when looking back", async () => {
    const follow = (id: number, event: Parameters<typeof leadFollows>[2]) =>
      inTransaction(handle.db, (trx) => leadFollows(trx, id, event, { now: at(30) }));
    const withTicket = await newLead();
    expect(await follow(withTicket, "booking-made")).toMatchObject({ ok: true, to: "booked" });
    await handle.db
      .insertInto("tickets")
      .values({
        number: `SC-2611-7${withTicket}`,
        lead_id: withTicket,
        status: "received",
        customer_name: "V",
        phone: "3215550100",
        device_type: "laptop",
        device_model: "Any",
        problem: "Slow",
        created_at: at(31).toISOString(),
        updated_at: at(31).toISOString(),
        status_changed_at: at(31).toISOString(),
      })
      .execute();
    const before = (await history(withTicket)).length;
    expect(await follow(withTicket, "booking-cancelled")).toBeNull();
    expect((await stageOf(withTicket)).stage).toBe("booked");
    expect((await history(withTicket)).length).toBe(before);

    // A note made while booked is no stage the lead had before: the cancellation goes back to quoted.
    const quoted = await leadAt("quoted");
    await follow(quoted, "booking-made");
    expect(
      await noteLead(handle.db, {
        by: await testActor(handle.db),
        leadId: quoted,
        note: "Confirmed by phone",
        actor: "admin",
        now: at(32),
      }),
    ).toEqual({
      ok: true,
      stage: "booked",
    });
    expect(await follow(quoted, "booking-cancelled")).toEqual({ ok: true, from: "booked", to: "quoted" });
  });

  it("writes a note without a change of stage as a history row, refusing an empty one", async () => {
    const id = await leadAt("contacted");
    const { stage_changed_at } = await stageOf(id);
    expect(
      await noteLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        note: "  Called, left voicemail  ",
        actor: "admin",
        now: at(40),
      }),
    ).toEqual({
      ok: true,
      stage: "contacted",
    });
    expect(
      await noteLead(handle.db, { by: await testActor(handle.db), leadId: id, note: "   ", actor: "admin", now: at(41) }),
    ).toEqual({
      ok: false,
      reason: "empty",
    });
    expect(
      await noteLead(handle.db, { by: await testActor(handle.db), leadId: 987_654, note: "x", actor: "admin", now: at(41) }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await history(id)).at(-1)).toEqual({
      from_stage: "contacted",
      to_stage: "contacted",
      note: "Called, left voicemail",
      actor: "admin",
      at: at(40).toISOString(),
    });
    expect(await stageOf(id)).toMatchObject({ stage: "contacted", stage_changed_at });
    // Parallel notes and a move: every note is kept, the move made once, the counts unchanged by notes.
    const results = await Promise.all([
      noteLead(handle.db, { by: await testActor(handle.db), leadId: id, note: "a", actor: "admin", now: at(42) }),
      moveLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        from: "contacted",
        to: "quoted",
        actor: "admin",
        now: at(42),
      }),
      noteLead(handle.db, { by: await testActor(handle.db), leadId: id, note: "b", actor: "admin", now: at(42) }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const notes = (await history(id)).filter((e) => e.from_stage === e.to_stage).map((e) => e.note);
    expect(notes.sort()).toEqual(["Called, left voicemail", "a", "b"]);
    expect((await stageOf(id)).stage).toBe("quoted");
  });
});
