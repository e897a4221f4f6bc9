import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { intakeFormFields, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { loadTicketMoney } from "~/features/money/index.server";
import { DEFAULT_INTAKE_TERMS, refreshSettings, resetSettingsSnapshot, saveSettings } from "~/features/settings/settings.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import type { IntakeInput } from "./intake-schema.server";
import { loadIntakeForm } from "./intake.server";
import { decryptPasscode, forgetPasscodeKey } from "~/lib/secret-box.server";
import { loadTicketPrint } from "./print.server";
import { TicketFormSchema } from "./schema.server";
import { submitNewTicket, submitTicketMove } from "./ticket-forms.server";
import { loadTicketDetail } from "./tickets-admin.server";
import { createTicket, moveTicket } from "./tickets.server";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const PASSCODE = "2468 ab";
const DRAWN = "M10 10L20 20L30 25L40 22";

const ticketInput = TicketFormSchema.parse({
  customerName: "Jane Q. Doe",
  phone: "(321) 555-0142",
  deviceType: "laptop",
  deviceModel: "Dell XPS 13",
  problem: "Will not turn on",
  accessories: "Charger, bag",
});

const intakeInput = (overrides: Partial<IntakeInput> = {}): IntakeInput => ({
  condition: { screen: true, case: false, keys: false, liquid: true, powers: "no" },
  conditionNote: "Dent on the lid",
  passcodeMode: "given",
  passcode: PASSCODE,
  backupFirst: true,
  diagnosticFeeCents: null,
  feePaidBy: null,
  signature: null,
  signedName: "Jane Q. Doe",
  termsVersion: 0,
  ...overrides,
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const newTicketForm = (fields: Record<string, string> = {}) =>
  form({
    customerName: "Jane Doe",
    phone: "321-555-0142",
    deviceType: "laptop",
    deviceModel: "HP 15",
    problem: "Slow",
    ...intakeFormFields("Jane Doe"),
    ...fields,
  });

describe.each(testDatabaseKinds())("intake and pickup on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(
      parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", TICKET_SECRET_KEY: "cd".repeat(32) }),
    );
    forgetPasscodeKey();
    ({ handle, cleanup } = await openMigratedDatabase(make));
    // The settings in memory are this database's (another engine's run may have changed them).
    resetSettingsSnapshot();
    await refreshSettings(handle.db);
  });
  afterAll(async () => {
    forgetPasscodeKey();
    await cleanup?.();
  });

  const row = (id: number) => handle.db.selectFrom("tickets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** A ticket whose customer signed the terms as they read now. */
  const create = async (intake: IntakeInput = intakeInput(), now = NOW) => {
    const { version } = (await loadIntakeForm(handle.db)).terms;
    const made = await createTicket(handle.db, ticketInput, {
      by: await testActor(handle.db),
      now,
      intake: { ...intake, termsVersion: version },
    });
    if (!made.ok) throw new Error(`create failed: ${made.reason}`);
    return made;
  };
  /** The new-ticket form, signed under the terms as they read now. */
  const signedForm = async (fields: Record<string, string> = {}) =>
    newTicketForm({ termsVersion: String((await loadIntakeForm(handle.db)).terms.version), ...fields });
  const ticketCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("tickets")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores the condition, the backup choice, the terms as signed and the typed name, and the passcode only encrypted", async () => {
    const made = await submitNewTicket(
      handle.db,
      await signedForm({
        condScreen: "on",
        condLiquid: "on",
        condPowers: "untested",
        conditionNote: "Sticky keys",
        passcodeMode: "given",
        passcode: PASSCODE,
        backupFirst: "yes",
      }),
      NOW,
      await testActor(handle.db),
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const t = await row(made.id);
    expect(JSON.parse(t.condition!)).toEqual({ screen: true, case: false, keys: false, liquid: true, powers: "untested" });
    expect(t).toMatchObject({
      condition_note: "Sticky keys",
      passcode_mode: "given",
      intake_terms: DEFAULT_INTAKE_TERMS,
      intake_terms_version: 0,
      intake_signature: null,
      intake_signed_name: "Jane Doe",
      intake_signed_at: NOW.toISOString(),
      intake_by: "Test Owner",
    });
    expect(Number(t.backup_first)).toBe(1);
    expect(t.passcode_enc).toMatch(/^v1\./);
    expect(decryptPasscode(t.passcode_enc!)).toBe(PASSCODE);
    // The passcode as typed is nowhere: not in the row, the history or the queued e-mail.
    const { passcode_enc: _encrypted, ...rest } = t;
    const events = await handle.db.selectFrom("ticket_events").selectAll().where("ticket_id", "=", made.id).execute();
    const mail = await handle.db.selectFrom("outbox").selectAll().where("subject_id", "=", made.id).execute();
    expect(JSON.stringify([rest, events, mail])).not.toContain("2468");
  });

  it("keeps a drawn signature (not the name typed beside it) and no passcode unless it was given", async () => {
    const made = await create(intakeInput({ passcodeMode: "not_needed", passcode: null, signature: DRAWN, backupFirst: false }));
    expect(await row(made.id)).toMatchObject({
      passcode_mode: "not_needed",
      passcode_enc: null,
      backup_first: 0,
      intake_signature: DRAWN,
      intake_signed_name: null,
    });
  });

  it("never sends a refused form's passcode back, and names every missing part at once", async () => {
    const refused = await submitNewTicket(
      handle.db,
      form({
        customerName: "Jane Doe",
        phone: "321-555-0142",
        deviceType: "laptop",
        deviceModel: "HP 15",
        problem: "Slow",
        passcodeMode: "given",
        passcode: PASSCODE,
        intakeSignature: '<svg onload="alert(1)"/>',
        feePaid: "card",
        termsVersion: "0",
      }),
      NOW,
      await testActor(handle.db),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      intakeErrors: {
        condPowers: "Choose whether it powers on, or Not tested.",
        backupFirst: "Choose whether to back up the data first.",
        passcode: "Type the passcode again: for its safety, a form sent back is never filled with it.",
        diagnosticFee: "Enter the fee that was paid, or choose Not paid yet.",
        intakeSignature: "This signature could not be read. Clear it and sign again, or type the full name instead.",
      },
      intakeValues: { passcodeMode: "given", passcode: "", intakeSignature: "", feePaid: "card" },
    });
    expect(JSON.stringify(refused)).not.toContain("2468");

    const unsigned = await submitNewTicket(
      handle.db,
      await signedForm({ intakeSignedName: " " }),
      NOW,
      await testActor(handle.db),
    );
    expect(unsigned).toMatchObject({
      ok: false,
      intakeErrors: { intakeSignature: "Have the customer sign in the box, or type their full name." },
    });
    const noCode = await submitNewTicket(
      handle.db,
      await signedForm({ passcodeMode: "given", passcode: "" }),
      NOW,
      await testActor(handle.db),
    );
    expect(noCode).toMatchObject({ ok: false, intakeErrors: { passcode: "Type the passcode, or choose another option." } });
  });

  it("makes a diagnostic fee estimate v1 from the price list, approved at intake by the signer, and paid now a deposit", async () => {
    const made = await submitNewTicket(
      handle.db,
      await signedForm({ diagnosticFee: "$49", feePaid: "cash", intakeSignedName: "Jane Q. Doe" }),
      NOW,
      await testActor(handle.db),
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const money = await loadTicketMoney(handle.db, made.id);
    const service = await handle.db
      .selectFrom("services")
      .select("id")
      .where("name", "=", "Diagnostic fee")
      .executeTakeFirstOrThrow();
    expect(money.estimates).toHaveLength(1);
    expect(money.current).toMatchObject({
      version: 1,
      status: "approved",
      decidedVia: "phone",
      decisionName: "Jane Q. Doe",
      decisionNote: "Agreed at intake",
      recordedBy: "Test Owner",
      totalCents: 4900,
    });
    expect(money.current!.lines).toMatchObject([
      { serviceId: Number(service.id), description: "Diagnostic fee", quantity: 1, unitCents: 4900 },
    ]);
    expect(money.payments).toMatchObject([{ kind: "deposit", method: "cash", amountCents: 4900 }]);
    expect(money.balanceCents).toBe(0);

    // Not paid yet: the approved fee is owed.
    const owed = await create(intakeInput({ diagnosticFeeCents: 3500, feePaidBy: null }));
    const owing = await loadTicketMoney(handle.db, owed.id);
    expect(owing.current).toMatchObject({ version: 1, status: "approved", decisionName: "Jane Q. Doe" });
    expect(owing.payments).toEqual([]);
    expect(owing.balanceCents).toBe(3500);
  });

  it("bills a fee without the price list's service as a plain line, paid by card", async () => {
    await handle.db.updateTable("services").set({ active: 0 }).where("name", "=", "Diagnostic fee").execute();
    try {
      expect((await loadIntakeForm(handle.db)).feeCents).toBeNull();
      const made = await create(intakeInput({ diagnosticFeeCents: 2500, feePaidBy: "card" }));
      const money = await loadTicketMoney(handle.db, made.id);
      expect(money.current!.lines).toMatchObject([{ serviceId: null, description: "Diagnostic fee", unitCents: 2500 }]);
      expect(money.payments).toMatchObject([{ kind: "deposit", method: "card", amountCents: 2500 }]);
    } finally {
      await handle.db.updateTable("services").set({ active: 1 }).where("name", "=", "Diagnostic fee").execute();
    }
    expect((await loadIntakeForm(handle.db)).feeCents).toBe(4900);
  });

  it("signs the terms of the settings' latest version, and makes no ticket under terms changed meanwhile", async () => {
    const before = await loadIntakeForm(handle.db);
    expect(before.terms).toEqual({ text: DEFAULT_INTAKE_TERMS, version: 0 });
    expect(before.dataLoss).toBe(
      "Storage media can fail during repair: I keep my own backup, and the shop is not liable for data loss.",
    );
    const text = "Version two. We are not liable for data loss: back it up.";
    await saveSettings(handle.db, { "tickets.intakeTerms": text }, { by: await testActor(handle.db), now: at(1) });
    const history = await handle.db
      .selectFrom("shop_settings_history")
      .select("id")
      .where("field", "=", "tickets.intakeTerms")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const after = await loadIntakeForm(handle.db);
    expect(after.terms).toEqual({ text, version: Number(history.id) });
    expect(after.dataLoss).toBe("We are not liable for data loss: back it up.");

    const count = await ticketCount();
    const stale = await submitNewTicket(
      handle.db,
      newTicketForm({ passcodeMode: "given", passcode: PASSCODE, termsVersion: String(before.terms.version) }),
      at(2),
      await testActor(handle.db),
    );
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      intakeErrors: {
        intakeSignature: "Sign again under the terms as they read now.",
        passcode: "Type the passcode again: for its safety, a form sent back is never filled with it.",
      },
      intakeValues: { intakeSignedName: "", intakeSignature: "", passcode: "" },
    });
    expect(await ticketCount()).toBe(count);

    const made = await submitNewTicket(
      handle.db,
      newTicketForm({ termsVersion: String(history.id) }),
      at(3),
      await testActor(handle.db),
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(await row(made.id)).toMatchObject({ intake_terms: text, intake_terms_version: Number(history.id) });
    await saveSettings(handle.db, { "tickets.intakeTerms": null }, { by: await testActor(handle.db), now: at(4) });
  });

  it("lets a device go only handed back and signed for, and stores both with the move", async () => {
    const made = await create();
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: made.id, to: "ready", now: at(1) });
    const events = async () => (await loadTicketDetail(handle.db, made.id, at(9)))!.events.length;
    const eventsBefore = await events();
    const pickup = (overrides: object) => ({
      deviceReturned: true,
      accessoriesReturned: true,
      signature: null,
      signedName: null,
      ...overrides,
    });
    expect(
      await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: made.id, to: "picked_up", now: at(2) }),
    ).toMatchObject({
      ok: false,
      reason: "pickup",
      pickup: "device",
    });
    expect(
      await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: made.id,
        to: "picked_up",
        pickup: pickup({ deviceReturned: false, signedName: "Jane" }),
        now: at(2),
      }),
    ).toMatchObject({ ok: false, reason: "pickup", pickup: "device" });
    for (const signature of [null, "<svg/>", "M1 1L2 2Z"])
      expect(
        await moveTicket(handle.db, {
          by: await testActor(handle.db),
          ticketId: made.id,
          to: "picked_up",
          pickup: pickup({ signature, signedName: "  " }),
          now: at(2),
        }),
      ).toMatchObject({ ok: false, reason: "pickup", pickup: "signature" });
    expect(await row(made.id)).toMatchObject({ status: "ready", pickup_signed_at: null, pickup_checklist: null });
    expect(await events()).toBe(eventsBefore);

    expect(
      await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: made.id,
        to: "picked_up",
        pickup: pickup({ signature: DRAWN, signedName: "Jane" }),
        now: at(3),
      }),
    ).toMatchObject({ ok: true });
    const t = await row(made.id);
    expect(t).toMatchObject({
      status: "picked_up",
      pickup_signature: DRAWN,
      pickup_signed_name: null,
      pickup_signed_at: at(3).toISOString(),
    });
    expect(JSON.parse(t.pickup_checklist!)).toEqual({ device: true, accessories: true });
    expect((await loadTicketDetail(handle.db, made.id, at(9)))!.intake!.pickup).toEqual({
      signature: DRAWN,
      signedName: null,
      signedAt: at(3).toISOString(),
      checklist: { device: true, accessories: true },
    });
  });

  it("shows a refused pickup's checklist and typed name again, but never a signature it cannot draw", async () => {
    const made = await create();
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: made.id, to: "ready", now: at(1) });
    const refused = await submitTicketMove(
      handle.db,
      made.id,
      form({
        from: "ready",
        to: "picked_up",
        confirmFinal: "on",
        pickupAccessories: "on",
        pickupSignature: "<script>alert(1)</script>",
        pickupSignedName: "J",
      }),
      at(2),
      await testActor(handle.db),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      confirm: true,
      fieldErrors: {
        pickupDevice: "Tick “Device handed back” once the customer has it.",
        pickupSignature: "This signature could not be read. Clear it and sign again, or type the full name instead.",
      },
      pickup: { device: false, accessories: true, signature: "", signedName: "J" },
    });
    expect(JSON.stringify(refused)).not.toContain("script");
  });

  it("gives the receipt the intake as signed, the passcode's mode and never the passcode", async () => {
    const made = await create(intakeInput({ signature: DRAWN }));
    const { terms } = await loadIntakeForm(handle.db);
    const print = await loadTicketPrint(handle.db, made.id);
    expect(print).toMatchObject({
      phone: "(321) 555-0142",
      email: null,
      intake: {
        condition: { screen: true, liquid: true, powers: "no" },
        conditionNote: "Dent on the lid",
        passcodeMode: "given",
        backupFirst: true,
        terms: terms.text,
        termsVersion: terms.version,
        signed: { signature: DRAWN, signedName: null, signedAt: NOW.toISOString() },
        pickup: null,
      },
    });
    expect(JSON.stringify(print)).not.toContain("2468");
    expect(JSON.stringify(print)).not.toContain("v1.");
  });
});
