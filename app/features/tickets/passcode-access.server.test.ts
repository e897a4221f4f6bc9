import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { PASSCODE_NOTES } from "./passcode-access.server";
import { UNREADABLE_PASSCODE } from "./passcode-forms.server";
import { encryptPasscode, forgetPasscodeKey } from "~/lib/secret-box.server";
import { TicketFormSchema } from "./schema.server";
import { loadTicketDetail } from "./tickets-admin.server";
import { submitTicketPage } from "./ticket-forms.server";
import { createTicket, moveTicket } from "./tickets.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const KEY = "5e".repeat(32);
/** A pickup as the counter records it: device handed back, the name typed for a signature. */
const PICKUP = { deviceReturned: true, accessoriesReturned: true, signature: null, signedName: "Jane Doe" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(testDatabaseKinds())("a device's passcode on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;

  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "https://shop.example", TICKET_SECRET_KEY: KEY }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  const newTicket = async () => {
    const t = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: "Jane Doe",
        email: "jane@example.com",
        deviceType: "phone",
        deviceModel: "Pixel 8",
        problem: "Cracked screen",
        emailConsent: "on",
      }),
      { by: await testActor(db()), now: NOW },
    );
    if (!t.ok) throw new Error("ticket not created");
    return t.id;
  };
  const post = async (id: number, fields: Record<string, string>) =>
    submitTicketPage(db(), id, form(fields), NOW, await testActor(db()));
  const row = (id: number) =>
    db().selectFrom("tickets").select(["passcode_mode", "passcode_enc", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
  const notes = async (id: number) =>
    (await db().selectFrom("ticket_events").select("private_note").where("ticket_id", "=", id).orderBy("id").execute())
      .map((e) => e.private_note)
      .filter(Boolean);

  it("shows the passcode once on request and writes “Passcode viewed” (never the value) in the history", async () => {
    const id = await newTicket();
    const passcode = `PIN-${crypto.randomBytes(4).toString("hex")}`;
    expect(await post(id, { intent: "setPasscode", mode: "given", passcode })).toEqual({
      intent: "passcode",
      outcome: { ok: true, form: "set", message: "Saved. Passcode recorded." },
    });
    const stored = await row(id);
    expect(stored.passcode_mode).toBe("given");
    expect(stored.passcode_enc).toMatch(/^v1\./);
    expect(stored.passcode_enc).not.toContain(passcode);

    expect(await post(id, { intent: "showPasscode" })).toEqual({
      intent: "passcode",
      outcome: { ok: true, form: "show", passcode },
    });
    expect(await notes(id)).toEqual([PASSCODE_NOTES.recorded, PASSCODE_NOTES.viewed]);
    // Shown twice, noted twice.
    await post(id, { intent: "showPasscode" });
    expect(await notes(id)).toEqual([PASSCODE_NOTES.recorded, PASSCODE_NOTES.viewed, PASSCODE_NOTES.viewed]);

    // The page's data says how the shop gets in and that a passcode is kept, never what it is.
    const detail = await loadTicketDetail(db(), id, NOW);
    expect(detail!.passcode).toEqual({ mode: "given", kept: true });
    expect(JSON.stringify(detail)).not.toContain(passcode);
    expect(JSON.stringify(detail)).not.toContain(stored.passcode_enc!);
  });

  it("says a passcode made with another key (or damaged) cannot be read, and notes nothing", async () => {
    const id = await newTicket();
    await db()
      .updateTable("tickets")
      .set({ passcode_mode: "given", passcode_enc: encryptPasscode("1234", Buffer.alloc(32, 9)) })
      .where("id", "=", id)
      .execute();
    const shown = await post(id, { intent: "showPasscode" });
    expect(shown).toMatchObject({ intent: "passcode", outcome: { ok: false, status: 409, formError: UNREADABLE_PASSCODE } });
    expect(UNREADABLE_PASSCODE).toBe("This passcode cannot be read (the key changed). Ask the customer again.");
    await db().updateTable("tickets").set({ passcode_enc: "v1.garbage" }).where("id", "=", id).execute();
    expect(await post(id, { intent: "showPasscode" })).toMatchObject({ outcome: { formError: UNREADABLE_PASSCODE } });
    expect(await notes(id)).toEqual([]);
  });

  it("sets, keeps, replaces and deletes the passcode by the mode chosen", async () => {
    const id = await newTicket();
    // "Given" with nothing typed and nothing kept asks for it.
    expect(await post(id, { intent: "setPasscode", mode: "given", passcode: "   " })).toMatchObject({
      outcome: {
        ok: false,
        status: 400,
        fieldErrors: { passcode: expect.stringContaining("Write the passcode") },
        values: { mode: "given" },
      },
    });
    expect(await post(id, { intent: "setPasscode", mode: "sideways" })).toMatchObject({
      outcome: { ok: false, status: 400, fieldErrors: { mode: "Choose how the shop gets into the device." } },
    });
    const tooLong = await post(id, { intent: "setPasscode", mode: "given", passcode: "9".repeat(101) });
    expect(tooLong).toMatchObject({ outcome: { ok: false, fieldErrors: { passcode: expect.stringContaining("100") } } });
    // A refused form keeps the mode, never the passcode typed.
    expect(JSON.stringify(tooLong)).not.toContain("9".repeat(101));

    await post(id, { intent: "setPasscode", mode: "given", passcode: " 12 34 " });
    const first = (await row(id)).passcode_enc;
    expect(await post(id, { intent: "showPasscode" })).toMatchObject({ outcome: { passcode: " 12 34 " } });
    // Left empty, the passcode kept stays.
    await post(id, { intent: "setPasscode", mode: "given", passcode: "" });
    expect((await row(id)).passcode_enc).toBe(first);
    await post(id, { intent: "setPasscode", mode: "given", passcode: "5678" });
    expect((await row(id)).passcode_enc).not.toBe(first);
    expect(await post(id, { intent: "showPasscode" })).toMatchObject({ outcome: { passcode: "5678" } });
    await post(id, { intent: "setPasscode", mode: "stay", passcode: "ignored" });
    expect(await row(id)).toMatchObject({ passcode_mode: "stay", passcode_enc: null });
    expect(await post(id, { intent: "showPasscode" })).toMatchObject({ outcome: { ok: false, status: 409 } });
    const history = (await notes(id)).join("\n");
    for (const typed of ["12 34", "5678", "ignored"]) expect(history).not.toContain(typed);
    expect(await notes(id)).toContain(PASSCODE_NOTES.replaced);
    expect(await notes(id)).toContain(PASSCODE_NOTES.stay);
  });

  it("erases the passcode when the device is picked up, keeping the mode; nothing can be set afterwards", async () => {
    const id = await newTicket();
    await post(id, { intent: "setPasscode", mode: "given", passcode: "2468" });
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "ready", now: NOW })).toMatchObject({
      ok: true,
    });
    expect((await row(id)).passcode_enc).not.toBeNull();
    expect(
      await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "picked_up", pickup: PICKUP, now: NOW }),
    ).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ status: "picked_up", passcode_mode: "given", passcode_enc: null });
    expect(await post(id, { intent: "setPasscode", mode: "given", passcode: "1357" })).toMatchObject({
      outcome: { ok: false, status: 409 },
    });
    expect((await row(id)).passcode_enc).toBeNull();
  });

  it("erases it when the device goes back unrepaired, and not when the repair is only cancelled", async () => {
    const id = await newTicket();
    await post(id, { intent: "setPasscode", mode: "given", passcode: "8642" });
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "cancelled", now: NOW })).toMatchObject({
      ok: true,
    });
    // Cancelled, the device still waits on the shelf and may be reopened.
    expect((await row(id)).passcode_enc).not.toBeNull();
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "returned", now: NOW })).toMatchObject({
      ok: true,
    });
    expect(await row(id)).toMatchObject({ passcode_mode: "given", passcode_enc: null });
  });

  it("refuses both forms for a ticket that does not exist", async () => {
    expect(await post(999_999, { intent: "showPasscode" })).toMatchObject({ outcome: { ok: false, status: 404 } });
    expect(await post(999_999, { intent: "setPasscode", mode: "not_needed" })).toMatchObject({
      outcome: { ok: false, status: 404 },
    });
  });
});
