import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { loadLeadDetail, parseLeadId, submitLeadMove } from "./lead-page.server";
import { createLead } from "./leads.server";
import { testActor } from "../../../tests/factories";

const request = {
  issue: "virus",
  description: "Pop-ups everywhere",
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "321-555-0100",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 12, minute));

describe("lead ids in the URL", () => {
  it("takes positive whole numbers only", () => {
    expect(parseLeadId("7")).toBe(7);
    expect(parseLeadId("2147483647")).toBe(2147483647);
    for (const raw of [undefined, "", "0", "007", "-1", "1.5", "1e3", "abc", "7abc", " 7", "2147483648", "99999999999"]) {
      expect(parseLeadId(raw), String(raw)).toBeNull();
    }
  });
});

describe.each(testDatabaseKinds())("the lead page on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  // Each lead its own person, so no two of them are taken for one customer's requests.
  let people = 0;
  const newLead = async () => {
    people += 1;
    const person = { email: `jane${people}@example.com`, phone: `321-555-${String(1000 + people)}` };
    return (await createLead(handle.db, { ...request, ...person }, at(0))).id;
  };

  it("reads a lead with its bookings, newest first, and its history, oldest first", async () => {
    const id = await newLead();
    await handle.db
      .insertInto("bookings")
      .values([
        {
          lead_id: id,
          day: "2026-11-20",
          window_start: "09:00",
          window_end: "12:00",
          status: "cancelled",
          note: null,
          created_at: at(1).toISOString(),
          cancelled_at: at(2).toISOString(),
        },
        {
          lead_id: id,
          day: "2026-11-24",
          window_start: "15:00",
          window_end: "18:00",
          status: "active",
          note: "Bring the charger",
          created_at: at(3).toISOString(),
          cancelled_at: null,
        },
      ])
      .execute();
    expect(
      (
        await submitLeadMove(
          handle.db,
          id,
          form({ from: "new", to: "contacted", note: "Called her" }),
          at(4),
          await testActor(handle.db),
        )
      ).ok,
    ).toBe(true);

    const detail = await loadLeadDetail(handle.db, id, at(10));
    expect(detail).toMatchObject({
      lead: { id, issue: "virus", name: "Jane Doe", stage: "contacted" },
      tickets: [],
      now: at(10).toISOString(),
    });
    expect(detail!.bookings.map((b) => [b.day, b.windowStart, b.windowEnd, b.status, b.note])).toEqual([
      ["2026-11-24", "15:00", "18:00", "active", "Bring the charger"],
      ["2026-11-20", "09:00", "12:00", "cancelled", null],
    ]);
    expect(detail!.events.map(({ id: _, ...e }) => e)).toEqual([
      { noteOnly: false, from: null, to: "new", note: null, actor: "visitor", userName: null, at: at(0).toISOString() },
      {
        noteOnly: false,
        from: "new",
        to: "contacted",
        note: "Called her",
        actor: "admin",
        userName: "Test Owner",
        at: at(4).toISOString(),
      },
    ]);
    expect(await loadLeadDetail(handle.db, 987_654, at(10))).toBeNull();
  });

  it("ties each refusal to its field and keeps what was typed", async () => {
    const id = await newLead();
    const note = "x".repeat(2001);
    expect(await submitLeadMove(handle.db, id, form({ from: "new", note }), at(1), await testActor(handle.db))).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { to: "Choose the stage to move this lead to.", note: "Keep the note to 2,000 characters." },
      values: { to: "", note, lostReason: "" },
    });
    expect(
      await submitLeadMove(
        handle.db,
        id,
        form({ from: "new", to: "lost", note: "no reply", lostReason: "  " }),
        at(1),
        await testActor(handle.db),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { lostReason: "Say why the lead was lost." },
      values: { to: "lost", note: "no reply", lostReason: "  " },
    });
    expect(
      await submitLeadMove(handle.db, id, form({ from: "new", to: "archived" }), at(1), await testActor(handle.db)),
    ).toMatchObject({
      status: 400,
      fieldErrors: { to: "Choose the stage to move this lead to." },
    });
    expect(
      await submitLeadMove(handle.db, id, form({ from: "new", to: "new" }), at(1), await testActor(handle.db)),
    ).toMatchObject({
      status: 400,
      fieldErrors: { to: "A lead cannot move from New to New." },
    });
    expect(await submitLeadMove(handle.db, id, form({ to: "contacted" }), at(1), await testActor(handle.db))).toMatchObject({
      status: 400,
      formError: "This form is out of date; reload the page and try again.",
    });
    const detail = await loadLeadDetail(handle.db, id, at(2));
    expect(detail!.lead.stage).toBe("new");
    expect(detail!.events).toHaveLength(1);
  });

  it("refuses a move drawn for a stage the lead has left, and an unknown lead", async () => {
    const id = await newLead();
    expect(await submitLeadMove(handle.db, id, form({ from: "new", to: "quoted" }), at(1), await testActor(handle.db))).toEqual({
      ok: true,
      from: "new",
      to: "quoted",
    });
    expect(
      await submitLeadMove(
        handle.db,
        id,
        form({ from: "new", to: "lost", lostReason: "price" }),
        at(2),
        await testActor(handle.db),
      ),
    ).toMatchObject({
      ok: false,
      status: 409,
      formError:
        "Someone else changed this lead meanwhile (it is now Quoted). Nothing was saved: check its history and choose again.",
    });
    expect(
      await submitLeadMove(handle.db, 987_654, form({ from: "new", to: "contacted" }), at(2), await testActor(handle.db)),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("moves a lead to lost with its reason and note, and back to contacted", async () => {
    const id = await newLead();
    expect(
      await submitLeadMove(
        handle.db,
        id,
        form({ from: "new", to: "lost", note: "Called twice", lostReason: "Fixed it himself" }),
        at(1),
        await testActor(handle.db),
      ),
    ).toEqual({
      ok: true,
      from: "new",
      to: "lost",
    });
    let detail = await loadLeadDetail(handle.db, id, at(2));
    expect(detail!.lead).toMatchObject({ stage: "lost", lostReason: "Fixed it himself" });
    expect(detail!.events.at(-1)).toMatchObject({ from: "new", to: "lost", note: "Called twice" });
    expect(
      (await submitLeadMove(handle.db, id, form({ from: "lost", to: "contacted" }), at(3), await testActor(handle.db))).ok,
    ).toBe(true);
    detail = await loadLeadDetail(handle.db, id, at(4));
    expect(detail!.lead).toMatchObject({ stage: "contacted", lostReason: null });
  });

  it("adds a note without a change of stage, shown in the history, and refuses an empty one", async () => {
    const id = await newLead();
    expect(
      await submitLeadMove(
        handle.db,
        id,
        form({ intent: "note", from: "new", note: "Called, left voicemail" }),
        at(1),
        await testActor(handle.db),
      ),
    ).toEqual({
      ok: true,
      noted: true,
    });
    // A stage chosen by mistake beside "Add note" does not move the lead.
    expect(
      (
        await submitLeadMove(
          handle.db,
          id,
          form({ intent: "note", from: "new", to: "lost", note: "Texted her too" }),
          at(2),
          await testActor(handle.db),
        )
      ).ok,
    ).toBe(true);
    expect(
      await submitLeadMove(handle.db, id, form({ intent: "note", from: "new", note: "   " }), at(3), await testActor(handle.db)),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { note: "Write the note to add." },
      values: { note: "   " },
    });
    const detail = await loadLeadDetail(handle.db, id, at(4));
    expect(detail!.lead.stage).toBe("new");
    expect(detail!.lead.stageChangedAt).toBe(at(0).toISOString());
    expect(detail!.events.map((e) => [e.noteOnly, e.from, e.to, e.note, e.actor])).toEqual([
      [false, null, "new", null, "visitor"],
      [true, "new", "new", "Called, left voicemail", "admin"],
      [true, "new", "new", "Texted her too", "admin"],
    ]);
    expect(
      await submitLeadMove(
        handle.db,
        987_654,
        form({ intent: "note", from: "new", note: "x" }),
        at(5),
        await testActor(handle.db),
      ),
    ).toMatchObject({
      status: 404,
    });
  });

  it("lists the tickets made from the lead, oldest first", async () => {
    const id = await newLead();
    const ticket = (n: number) => ({
      number: `SC-2611-90${n}${id}`,
      lead_id: id,
      status: n === 1 ? "picked_up" : "received",
      customer_name: "Jane Doe",
      phone: "321-555-0100",
      device_type: "laptop",
      device_model: "Dell",
      problem: "Pop-ups",
      created_at: at(n).toISOString(),
      updated_at: at(n).toISOString(),
      status_changed_at: at(n).toISOString(),
    });
    await handle.db
      .insertInto("tickets")
      .values([ticket(1), ticket(2)])
      .execute();
    const detail = await loadLeadDetail(handle.db, id, at(5));
    expect(detail!.tickets.map((t) => [t.number, t.status])).toEqual([
      [`SC-2611-901${id}`, "picked_up"],
      [`SC-2611-902${id}`, "received"],
    ]);
  });

  it("puts the diagnosis of the lead and of each follow-up in words; a summary it cannot read is none", async () => {
    people += 1;
    const person = { email: `jane${people}@example.com`, phone: `321-555-${String(1000 + people)}` };
    const triage = {
      v: 1 as const,
      answers: { popups: "yes" as const, remote: "no" as const },
      causes: [
        { id: "adware-hijack", likelihood: 0.904 },
        { id: "tech-support-scam", likelihood: 0.06 },
      ],
      stop: null,
      clear: true,
    };
    const { id } = await createLead(handle.db, { ...request, ...person, triage }, at(0));
    const second = await createLead(handle.db, { ...request, ...person, description: "Still there", triage: null }, at(1));
    const third = await createLead(handle.db, { ...request, ...person, description: "Worse", triage }, at(2));
    expect([second.followUp, third.followUp]).toEqual([true, true]);

    const detail = await loadLeadDetail(handle.db, id, at(10));
    const words = {
      headline: "Likely: Adware or a hijacked browser, 90 %",
      others: ["A tech-support scam, 6 %"],
      stopNote: null,
      offered: null,
      urgent: false,
      answers: [
        { question: "Do you see pop-ups, ads, or a home page or search engine you did not choose?", answer: "Yes" },
        {
          question: "Did anyone connect to your computer remotely, or did you pay or give card details to a caller or a pop-up?",
          answer: "No",
        },
      ],
    };
    expect(detail!.triage).toEqual(words);
    expect(detail!.followUps!.map((f) => f.triage)).toEqual([null, words]);

    for (const broken of ["{not json", JSON.stringify({ ...triage, v: 2 }), JSON.stringify({ ...triage, causes: "x" })]) {
      await handle.db.updateTable("leads").set({ triage: broken }).where("id", "=", id).execute();
      expect((await loadLeadDetail(handle.db, id, at(10)))!.triage, broken).toBeNull();
    }
  });
});
