import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { encryptPasscode, forgetPasscodeKey } from "~/lib/secret-box.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { createTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { totalRecords } from "./erase.server";
import { personCsvRows, personJson } from "./export.server";
import { DRAWN_SIGNATURE } from "./intake-copy.server";
import { erasePerson, findPerson } from "./person.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const SIGNED = "2026-11-20T15:00:00.000Z";
const COLLECTED = "2026-11-22T15:00:00.000Z";

describe.each(testDatabaseKinds())("a ticket's intake facts in the privacy tools on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;

  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "https://shop.example", TICKET_SECRET_KEY: "7a".repeat(32) }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  /** A ticket with every intake and pickup field set, as the counter forms would leave it. */
  async function fullIntake(hex: string) {
    const email = `kim.${hex}@example.com`;
    const t = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: "Kim Park",
        email,
        deviceType: "laptop",
        deviceModel: "Surface Laptop",
        problem: "Keyboard dead",
        emailConsent: "on",
      }),
      { by: await testActor(db()), now: new Date(SIGNED) },
    );
    if (!t.ok) throw new Error("ticket not created");
    const values = {
      condition: JSON.stringify({ screen: true, case: false, keys: true, liquid: false, powers: "no" }),
      condition_note: `Sticker of KIMNOTE${hex} on the lid`,
      passcode_mode: "given",
      passcode_enc: encryptPasscode(`PIN${hex}`),
      backup_first: 1,
      intake_terms: "I keep my own backup.",
      intake_terms_version: 3,
      intake_signature: `M10 10 L20 20 L${hex.length} 5`,
      intake_signed_name: `Kim Intake${hex}`,
      intake_signed_at: SIGNED,
      intake_by: "admin",
      pickup_checklist: JSON.stringify({ device: true, accessories: false }),
      pickup_signature: "M1 1 L2 2",
      pickup_signed_name: `Kim Pickup${hex}`,
      pickup_signed_at: COLLECTED,
      ready_reminders: 2,
      abandoned_at: COLLECTED,
    };
    await db().updateTable("tickets").set(values).where("id", "=", t.id).execute();
    return { id: t.id, email, values };
  }

  it("exports the intake in plain words: the passcode's mode but never the passcode, a drawing as “drawn signature kept”", async () => {
    const hex = crypto.randomBytes(5).toString("hex");
    const { email, values } = await fullIntake(hex);
    const found = await findPerson(db(), { email, phone: null });
    expect(found.tickets[0]!.intake).toEqual({
      condition: "Screen cracked, missing keys or screws; powers on: no",
      conditionNote: values.condition_note,
      backup: "back up the data first",
      passcode: "Given to the shop (kept encrypted until pickup)",
      termsVersion: 3,
      signed: { name: values.intake_signed_name, signature: DRAWN_SIGNATURE, at: SIGNED },
      pickup: {
        name: values.pickup_signed_name,
        signature: DRAWN_SIGNATURE,
        at: COLLECTED,
        handedBack: "the device handed back",
      },
    });
    const json = personJson(found, { email, phone: null }, NOW, "Shop");
    const csv = JSON.stringify(personCsvRows(found));
    expect(csv).toContain("Repair intake");
    expect(csv).toContain(`KIMNOTE${hex}`);
    for (const file of [json, csv]) {
      expect(file).not.toContain(`PIN${hex}`);
      expect(file).not.toContain(values.passcode_enc);
      expect(file).not.toContain(values.intake_signature);
      expect(file).not.toContain(values.pickup_signature);
      expect(file).toContain(DRAWN_SIGNATURE);
    }
  });

  it("erasing the ticket blanks its personal intake fields and keeps the rest", async () => {
    const hex = crypto.randomBytes(5).toString("hex");
    const { id, email, values } = await fullIntake(hex);
    const found = await findPerson(db(), { email, phone: null });
    expect(await erasePerson(db(), { email, phone: null }, totalRecords(found.counts), NOW, await testActor(db()))).toMatchObject(
      { ok: true },
    );
    const row = await db().selectFrom("tickets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      condition_note: null,
      passcode_enc: null,
      intake_signature: null,
      intake_signed_name: null,
      pickup_signature: null,
      pickup_signed_name: null,
    });
    expect({
      condition: row.condition,
      passcode_mode: row.passcode_mode,
      backup_first: Number(row.backup_first),
      intake_terms: row.intake_terms,
      intake_terms_version: Number(row.intake_terms_version),
      intake_signed_at: row.intake_signed_at,
      intake_by: row.intake_by,
      pickup_checklist: row.pickup_checklist,
      pickup_signed_at: row.pickup_signed_at,
      ready_reminders: Number(row.ready_reminders),
      abandoned_at: row.abandoned_at,
    }).toEqual({
      condition: values.condition,
      passcode_mode: values.passcode_mode,
      backup_first: values.backup_first,
      intake_terms: values.intake_terms,
      intake_terms_version: values.intake_terms_version,
      intake_signed_at: values.intake_signed_at,
      intake_by: values.intake_by,
      pickup_checklist: values.pickup_checklist,
      pickup_signed_at: values.pickup_signed_at,
      ready_reminders: values.ready_reminders,
      abandoned_at: values.abandoned_at,
    });
  });
});
