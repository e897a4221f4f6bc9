import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { labourLine, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { createInvoice, recordPayment, saveEstimate, sendEstimate, type EstimateLineInput } from "~/features/money/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { ANSWER_MESSAGES, answerEstimate, createAnswerLimiters, type AnswerLimiters } from "./approval.server";
import { loadPublicTicket } from "./public.server";
import { TicketFormSchema } from "./schema.server";
import { createTicket, moveTicket } from "./tickets.server";

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 15, minute));
const AGENT = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const approve = (version: number, name = "Maria José Alvarez") =>
  form({ intent: "approve", version: String(version), name, agree: "yes" });
const decline = (version: number, reason = "") => form({ intent: "decline", version: String(version), reason });

describe.each(testDatabaseKinds())("the customer's answer to an estimate on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  // The limits count per address in the database on PostgreSQL: each test answers from addresses of its own.
  let nextAddress = 0;
  const freshAddress = () => `198.51.100.${++nextAddress}`;

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const newTicket = async () => {
    const made = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Maria José Alvarez",
        phone: "(321) 555-0199",
        deviceType: "laptop",
        deviceModel: "Dell XPS 13",
        problem: "Cracked screen",
      }),
      { by: await testActor(handle.db), now: at(2) },
    );
    if (!made.ok) throw new Error("create failed");
    return made;
  };

  /** Saves the next version with `lines` and gives it to the customer. */
  const sendVersion = async (ticketId: number, lines: EstimateLineInput[], now = at(3)) => {
    const version = await saveDraft(ticketId, lines, now);
    const sent = await sendEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId,
      version,
      now,
      statusUrl: (t) => `https://shop.example/repair/${t}`,
    });
    if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
    return version;
  };
  const saveDraft = async (ticketId: number, lines: EstimateLineInput[], now = at(3)) => {
    const latest = await handle.db
      .selectFrom("estimates")
      .select("version")
      .where("ticket_id", "=", ticketId)
      .orderBy("version", "desc")
      .executeTakeFirst();
    const saved = await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId,
      baseVersion: Number(latest?.version ?? 0),
      lines,
      now,
    });
    if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
    return saved.version;
  };

  const answer = (
    token: string,
    fields: FormData,
    { address = freshAddress(), now = at(4), limiters }: { address?: string; now?: Date; limiters?: AnswerLimiters } = {},
  ) => answerEstimate({ db: handle.db, token, form: fields, clientAddress: address, userAgent: AGENT, now, limiters });

  const versions = (ticketId: number) =>
    handle.db
      .selectFrom("estimates")
      .select([
        "version",
        "status",
        "decided_via",
        "recorded_by",
        "decision_name",
        "decision_address",
        "decision_agent",
        "decision_note",
      ])
      .where("ticket_id", "=", ticketId)
      .orderBy("version")
      .execute();
  const notes = (ticketId: number, like: string) =>
    handle.db
      .selectFrom("ticket_events")
      .select(["id", "private_note", "actor"])
      .where("ticket_id", "=", ticketId)
      .where("private_note", "like", like)
      .orderBy("id")
      .execute();

  it("an approval with a name and the terms stores the name, address, user agent and version; the page then shows it approved, never the address", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000, "Screen replacement")]);
    const result = await answer(t.token, approve(1, "  Maria José Alvarez "), { address: "203.0.113.7", now: at(5) });
    expect(result).toEqual({ ok: true, intent: "approve", already: false });
    expect(await versions(t.id)).toEqual([
      {
        version: 1,
        status: "approved",
        decided_via: "link",
        recorded_by: "customer",
        decision_name: "Maria José Alvarez",
        decision_address: "203.0.113.7",
        decision_agent: AGENT,
        decision_note: null,
      },
    ]);
    const notesNow = await notes(t.id, "Estimate v1 approved%");
    expect(notesNow).toEqual([
      {
        id: expect.anything(),
        private_note: "Estimate v1 approved by Maria José Alvarez on the status page.",
        actor: "customer",
      },
    ]);
    const page = await loadPublicTicket(handle.db, t.token);
    expect(page?.money.estimate).toMatchObject({ version: 1, status: "approved", decidedAt: at(5).toISOString() });
    expect(JSON.stringify(page)).not.toMatch(/203\.0\.113|iPhone|customer"|Alvarez/);
  });

  it("a missing name or unticked terms is refused on those fields, keeps what was typed and stores nothing", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const result = await answer(t.token, form({ intent: "approve", version: "1", name: " M " }));
    expect(result).toEqual({
      ok: false,
      status: 400,
      intent: "approve",
      fieldErrors: {
        name: "Type your full name to approve the estimate.",
        agree: "Tick “I agree to the repair terms” to approve the estimate.",
      },
      values: { name: " M ", reason: "" },
    });
    const long = "x".repeat(501);
    expect(await answer(t.token, decline(1, long))).toMatchObject({
      status: 400,
      intent: "decline",
      fieldErrors: { reason: "Keep the reason to 500 characters." },
      values: { reason: long },
    });
    expect(await answer(t.token, form({ intent: "approve", version: "abc", name: "Maria", agree: "yes" }))).toMatchObject({
      status: 400,
      formError: ANSWER_MESSAGES.stale,
      fieldErrors: {},
    });
    expect((await versions(t.id)).map((v) => [v.status, v.decision_name])).toEqual([["sent", null]]);
    expect(await notes(t.id, "Estimate v1 %ed%")).toEqual([]);
  });

  it("approving twice is harmless: one decision, one history note", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    expect(await answer(t.token, approve(1), { now: at(5) })).toEqual({ ok: true, intent: "approve", already: false });
    expect(await answer(t.token, approve(1, "Someone Else"), { now: at(6) })).toEqual({
      ok: true,
      intent: "approve",
      already: true,
    });
    expect((await versions(t.id))[0]).toMatchObject({ status: "approved", decision_name: "Maria José Alvarez" });
    expect(await notes(t.id, "Estimate v1 approved%")).toHaveLength(1);
  });

  it("an approval of the version the page showed, after the shop sent a new one, is refused and the page shows the new version", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    await sendVersion(t.id, [labourLine(8_000), labourLine(3_000, "Keyboard cleaning")], at(4));
    const result = await answer(t.token, approve(1), { now: at(5) });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      formError: "The shop changed this estimate since you opened the page. Here is the new version; nothing was approved.",
      values: { name: "Maria José Alvarez" },
    });
    expect((await versions(t.id)).map((v) => [v.version, v.status])).toEqual([
      [1, "sent"],
      [2, "sent"],
    ]);
    expect((await loadPublicTicket(handle.db, t.token))?.money.estimate).toMatchObject({
      version: 2,
      status: "sent",
      totalCents: 11_000,
    });
  });

  it("a decline keeps its reason and can still be followed by an approval; a decline after the approval is refused", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    expect(await answer(t.token, decline(1, "Too expensive for an old laptop"), { now: at(5) })).toEqual({
      ok: true,
      intent: "decline",
      already: false,
    });
    expect((await versions(t.id))[0]).toMatchObject({
      status: "declined",
      decision_name: null,
      decision_note: "Too expensive for an old laptop",
    });
    expect((await loadPublicTicket(handle.db, t.token))?.money.estimate).toMatchObject({
      status: "declined",
      decidedAt: at(5).toISOString(),
    });
    expect(await answer(t.token, approve(1), { now: at(6) })).toEqual({ ok: true, intent: "approve", already: false });
    expect(await answer(t.token, decline(1), { now: at(7) })).toMatchObject({
      ok: false,
      status: 409,
      formError: "You already approved this estimate. Call us to change it.",
    });
    expect((await versions(t.id))[0]).toMatchObject({ status: "approved", decision_name: "Maria José Alvarez" });
  });

  it("a closed repair's estimate and an unknown link are refused; nothing is stored", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const moved = await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "cancelled", now: at(4) });
    expect(moved.ok).toBe(true);
    expect(await answer(t.token, approve(1))).toMatchObject({ ok: false, status: 409, formError: ANSWER_MESSAGES.closed });
    const altered = t.token.slice(0, -1) + (t.token.endsWith("A") ? "B" : "A");
    expect(await answer(altered, approve(1))).toMatchObject({ ok: false, status: 404 });
    expect(await answer("", approve(1))).toMatchObject({ ok: false, status: 404 });
    expect((await versions(t.id))[0]).toMatchObject({ status: "sent", decision_name: null });
  });

  it("eight approvals of one version at once make one decision and one history note", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answer(t.token, approve(1, `Customer ${i}`), { now: at(5, i) })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.already)).toHaveLength(1);
    const [stored] = await versions(t.id);
    const decided = await notes(t.id, "Estimate v1 approved%");
    expect(decided).toHaveLength(1);
    expect(stored!.status).toBe("approved");
    expect(decided[0]!.private_note).toBe(`Estimate v1 approved by ${stored!.decision_name} on the status page.`);
  });

  it("an approval racing the shop's sending of version 2 either lands on version 1 before it or is refused: never an approved version 1 after version 2 was sent", async () => {
    for (let round = 0; round < 6; round++) {
      const t = await newTicket();
      await sendVersion(t.id, [labourLine(8_000)]);
      await saveDraft(t.id, [labourLine(9_500)], at(4));
      const [approval, sent] = await Promise.all([
        answer(t.token, approve(1), { now: at(5) }),
        sendEstimate(handle.db, {
          by: await testActor(handle.db),
          ticketId: t.id,
          version: 2,
          now: at(5),
          statusUrl: (x) => `https://shop.example/repair/${x}`,
        }),
      ]);
      expect(sent).toMatchObject({ ok: true, version: 2 });
      const stored = await versions(t.id);
      expect(stored[1]).toMatchObject({ version: 2, status: "sent" });
      const sentNote = await notes(t.id, "Estimate v2 sent%");
      const approvedNote = await notes(t.id, "Estimate v1 approved%");
      if (approval.ok) {
        expect(stored[0]).toMatchObject({ version: 1, status: "approved" });
        expect(approvedNote).toHaveLength(1);
        expect(Number(approvedNote[0]!.id)).toBeLessThan(Number(sentNote[0]!.id));
      } else {
        expect(approval).toMatchObject({ status: 409, formError: ANSWER_MESSAGES.changedApprove });
        expect(stored[0]).toMatchObject({ version: 1, status: "sent", decision_name: null });
        expect(approvedNote).toEqual([]);
      }
      expect((await loadPublicTicket(handle.db, t.token))?.money.estimate).toMatchObject({ version: 2, status: "sent" });
    }
  });

  it("allows 10 answers in 15 minutes per address; the 11th is refused with a wait, before anything is stored", async () => {
    const limiters = createAnswerLimiters();
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const address = freshAddress();
    const others = await Promise.all(Array.from({ length: 9 }, () => newTicket()));
    for (const other of others)
      expect(await answer(other.token, decline(1), { address, limiters })).toMatchObject({ status: 409 });
    expect(await answer(t.token, approve(1, "M"), { address, limiters })).toMatchObject({ status: 400 });
    const refused = await answer(t.token, approve(1), { address, limiters });
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      intent: "approve",
      formError: ANSWER_MESSAGES.tooMany,
      values: { name: "Maria José Alvarez" },
    });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await versions(t.id))[0]).toMatchObject({ status: "sent" });
    expect(await answer(t.token, approve(1), { address: freshAddress(), limiters })).toMatchObject({ ok: true });
    expect(await answer(t.token, approve(1), { address, limiters, now: new Date(at(4).getTime() + 16 * 60_000) })).toMatchObject({
      ok: true,
      already: true,
    });
  });

  it("every address of one IPv6 /64 shares one address's limit", async () => {
    const limiters = createAnswerLimiters({ addressLimit: 3 });
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const results = await Promise.all(
      ["2001:db8:77::1", "2001:DB8:77:0:aaaa::2", "2001:db8:77:0::ffff:3", "2001:db8:77:0:1:2:3:4"].map((address) =>
        answer(t.token, approve(1, "M"), { address, limiters }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.status === 400)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(1);
    expect(await answer(t.token, approve(1, "M"), { address: "2001:db8:78::1", limiters })).toMatchObject({ status: 400 });
  });

  it("allows 10 answers to one ticket in 15 minutes from any addresses; the 11th, from an 11th address, is refused", async () => {
    const limiters = createAnswerLimiters();
    const t = await newTicket();
    await sendVersion(t.id, [labourLine(8_000)]);
    const addresses = Array.from({ length: 11 }, () => freshAddress());
    for (const address of addresses.slice(0, 10)) {
      expect(await answer(t.token, approve(1, "M"), { address, limiters })).toMatchObject({ status: 400 });
    }
    expect(await answer(t.token, approve(1), { address: addresses[10]!, limiters })).toMatchObject({
      ok: false,
      status: 429,
      formError: ANSWER_MESSAGES.tooMany,
    });
    expect((await versions(t.id))[0]).toMatchObject({ status: "sent" });
    // Another ticket, from the same address, is answered.
    const other = await newTicket();
    await sendVersion(other.id, [labourLine(8_000)]);
    expect(await answer(other.token, approve(1), { address: addresses[10]!, limiters })).toMatchObject({ ok: true });
  });

  it("the page shows the current version only (not the shop's draft), the invoice, the payments without their reference or note, and the balance", async () => {
    const t = await newTicket();
    await sendVersion(t.id, [{ ...labourLine(10_000, "Screen replacement"), taxable: true, warrantyDays: 90 }]);
    expect(await answer(t.token, approve(1), { now: at(5) })).toMatchObject({ ok: true });
    const paid = await recordPayment(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      kind: "deposit",
      method: "card",
      amountCents: 4_000,
      reference: "AUTH 55123",
      note: "Paid at the counter",
      recordedBy: "admin",
      now: at(6),
    });
    expect(paid.ok).toBe(true);
    await saveDraft(t.id, [labourLine(99_900, "Secret draft line")], at(7));
    expect(await createInvoice(handle.db, { by: await testActor(handle.db), ticketId: t.id, now: at(7) })).toMatchObject({
      ok: true,
    });
    const page = await loadPublicTicket(handle.db, t.token);
    expect(page?.money).toEqual({
      estimate: {
        version: 1,
        status: "approved",
        lines: [{ description: "Screen replacement", quantity: 1, unitCents: 10_000, lineCents: 10_000, warrantyDays: 90 }],
        subtotalCents: 10_000,
        taxRate: "7%",
        taxCents: 700,
        totalCents: 10_700,
        decidedAt: at(5).toISOString(),
        terms: expect.stringContaining("Work beyond this estimate needs your approval first."),
      },
      invoice: { number: expect.stringMatching(/^INV-2026-\d{4}$/), createdAt: at(7).toISOString(), totalCents: 10_700 },
      payments: [{ at: at(6).toISOString(), kind: "deposit", method: "card", amountCents: 4_000 }],
      balanceCents: 6_700,
    });
    expect(JSON.stringify(page)).not.toMatch(/AUTH|counter|Secret|99900/);
  });
});
