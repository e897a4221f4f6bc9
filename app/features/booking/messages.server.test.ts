import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { Database } from "~/db/types";
import { bookingAlertMessage, createLead, leadAlertMessage } from "~/features/leads/index.server";
import { resetSettingsSnapshot, saveSettings } from "~/features/settings/settings.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";

import { bookSlot } from "./bookings.server";
import type { BookingSettings } from "./slots";
import { testActor } from "../../../tests/factories";

const settings: BookingSettings = parseConfig({}).booking;
// Monday, November 23, 2026, 7:00 AM in Melbourne, FL.
const NOW = new Date("2026-11-23T12:00:00.000Z");
const SAVED = { "business.name": "Saved Bench Shop", "business.phone": "(321) 555-0777", "business.email": "desk@saved.example" };

let seq = 0;
const request = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    day: "2026-11-24",
    start: "09:00",
    note: "Charger & <b>bag</b>",
    issue: "slow" as const,
    description: "It takes five minutes to open a browser.",
    userInfo: {
      name: "Jane Doe",
      email: `jane.${seq}@example.com`,
      phone: `(321) 555-${String(1000 + seq)}`,
      timestamp: NOW.toISOString(),
    },
    bookingKey: null,
    ...overrides,
  };
};

/** A tiny RFC 5545 reader: unfolds lines and maps property names to values. */
function readIcs(text: string): Map<string, string> {
  const lines = text
    .split("\r\n")
    .reduce<string[]>((acc, l) => (l.startsWith(" ") ? [...acc.slice(0, -1), acc.at(-1)! + l.slice(1)] : [...acc, l]), []);
  return new Map(lines.filter((l) => l.includes(":")).map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)]));
}

describe.each(testDatabaseKinds())("the booking's messages on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  const messagesAbout = (bookingId: number) =>
    db
      .selectFrom("outbox")
      .selectAll()
      .where("subject_type", "=", "booking")
      .where("subject_id", "=", bookingId)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(
      parseConfig({
        SITE_URL: "https://shop.example",
        SMTP_URL: "smtp://127.0.0.1:2525",
        MAIL_FROM: "a@shop.example",
        SHOP_NOTIFY_TO: "b@shop.example",
      }),
    );
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    db = opened.handle.db;
    // The owner's saved facts, not the environment's defaults, go into the visitor's messages.
    await saveSettings(db, SAVED, { by: await testActor(db), now: NOW });
  });
  afterAll(async () => {
    resetSettingsSnapshot();
    await cleanup();
  });

  it("queues the shop's alert with the visitor as Reply-To and the visitor's confirmation with the .ics, the saved shop facts", async () => {
    const input = request();
    const result = await bookSlot(db, input, settings, NOW);
    if (!result.ok) throw new Error(result.reason);
    const [alert, confirmation, ...rest] = await messagesAbout(result.booking.id);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ kind: "booking-alert", recipient: null, reply_to: input.userInfo.email, attachments: null });
    expect(alert!.html_body).toContain(`href="mailto:jane.${seq}@example.com"`);
    expect(alert!.html_body).toContain(`href="tel:321555${1000 + seq}"`);

    expect(confirmation).toMatchObject({
      kind: "booking-confirmation",
      recipient: input.userInfo.email,
      reply_to: SAVED["business.email"],
      status: "queued",
      subject: "Your drop-off at Saved Bench Shop: Tuesday, November 24, 2026, 9:00 AM to 12:00 PM",
    });
    expect(confirmation!.text_body).toContain("Hello Jane Doe,");
    expect(confirmation!.text_body).toContain("Phone: (321) 555-0777");
    expect(confirmation!.text_body).toContain("Your note: Charger & <b>bag</b>");
    expect(confirmation!.html_body).toContain("Charger &amp; &lt;b&gt;bag&lt;/b&gt;");
    expect(confirmation!.html_body).not.toContain("<b>bag</b>");
    expect(confirmation!.html_body).toContain('href="tel:+13215550777"');

    const files = JSON.parse(confirmation!.attachments!) as Array<{ filename: string; contentType: string; content: string }>;
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([["drop-off-2026-11-24.ics", "text/calendar; charset=utf-8"]]);
    const ics = readIcs(files[0]!.content);
    expect(ics.get("DTSTART")).toBe("20261124T140000Z");
    expect(ics.get("DTEND")).toBe("20261124T170000Z");
    expect(ics.get("UID")).toBe(`booking-${result.booking.ref}@shop.example`);
    expect(ics.get("SUMMARY")).toBe("Drop off your computer at Saved Bench Shop");
    expect(ics.get("DESCRIPTION")).toContain("Phone: (321) 555-0777");
  });

  it("writes the confirmation in the booking's transaction: rolled back together, nothing is left queued", async () => {
    const before = Number(
      (
        await db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    class Undo extends Error {}
    let bookingId = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        const result = await bookSlot(trx, request({ start: "12:00" }), settings, NOW);
        if (!result.ok) throw new Error(result.reason);
        bookingId = result.booking.id;
        expect(
          (
            await trx
              .selectFrom("outbox")
              .select("kind")
              .where("subject_id", "=", bookingId)
              .where("subject_type", "=", "booking")
              .execute()
          ).map((r) => r.kind),
        ).toEqual(["booking-alert", "booking-confirmation"]);
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
    expect(bookingId).toBeGreaterThan(0);
    expect(await messagesAbout(bookingId)).toEqual([]);
    expect(
      Number(
        (
          await db
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
  });

  it("sends no confirmation when the lead has no address to write to, and its alert then has no Reply-To", async () => {
    const lead = await createLead(
      db,
      {
        issue: "slow",
        description: "Slow",
        name: "Erased Person",
        email: `erased.${seq}@example.com`,
        phone: null,
        clientTimestamp: NOW.toISOString(),
      },
      NOW,
    );
    await db.updateTable("leads").set({ email: "" }).where("id", "=", lead.id).execute();
    const result = await bookSlot(db, request({ bookingKey: lead.bookingKey, start: "12:00" }), settings, NOW);
    if (!result.ok) throw new Error(result.reason);
    const messages = await messagesAbout(result.booking.id);
    expect(messages.map((m) => [m.kind, m.reply_to])).toEqual([["booking-alert", null]]);
  });
});

describe("the shop's alerts", () => {
  const lead = {
    id: 7,
    issue: "virus",
    description: "<script>x</script>",
    name: "Sam <b>K</b>",
    email: "sam@example.com",
    phone: "321-555-0111",
    receivedAt: NOW.toISOString(),
  };

  it("name the visitor as Reply-To when they gave an address, and no one when they did not", () => {
    expect(leadAlertMessage(lead, "https://shop.example").replyTo).toBe("sam@example.com");
    expect(leadAlertMessage({ ...lead, email: "" }, "https://shop.example").replyTo).toBeNull();
    expect(leadAlertMessage({ ...lead, email: "two@a.example, three@b.example" }, "https://shop.example").replyTo).toBeNull();
    const booking = { id: 3, dayLabel: "Tuesday, November 24, 2026", windowLabel: "9:00 AM to 12:00 PM", note: null };
    expect(bookingAlertMessage(lead, booking, "https://shop.example").replyTo).toBe("sam@example.com");
    expect(bookingAlertMessage({ ...lead, email: "" }, booking, "https://shop.example").replyTo).toBeNull();
  });

  it("link the e-mail and phone with mailto: and tel:, escaped, and nothing the visitor typed becomes markup", () => {
    const hostile = {
      ...lead,
      email: 'a"><img src=x onerror=alert(1)>?cc=evil@x.example',
      phone: '321"><script>alert(2)</script>555',
    };
    for (const message of [
      leadAlertMessage(hostile, "https://shop.example"),
      bookingAlertMessage(
        hostile,
        { id: 3, dayLabel: "Tuesday", windowLabel: "9 to 12", note: "<i>n</i>" },
        "https://shop.example",
      ),
    ]) {
      expect(message.html).toContain('href="mailto:a%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Fcc%3Devil@x.example"');
      expect(message.html).toContain('href="tel:3212555"');
      expect(message.html).toContain("a&quot;&gt;&lt;img src=x onerror=alert(1)&gt;?cc=evil@x.example</a>");
      expect(message.html).not.toMatch(/<img|<script|<b>|<i>/);
      expect(message.replyTo).toBeNull();
    }
    const plain = leadAlertMessage(lead, "https://shop.example").html;
    expect(plain).toContain('<a href="mailto:sam@example.com">sam@example.com</a>');
    expect(plain).toContain('<a href="tel:3215550111">321-555-0111</a>');
  });
});
