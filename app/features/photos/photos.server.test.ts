import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { CANVAS_JPEG, CANVAS_PNG, phoneJpeg } from "../../../tests/photos";
import type { DbHandle } from "~/db/client.server";
import { inTransaction } from "~/db/transaction";
import { eraseTickets } from "~/features/privacy/erase.server";
import { runRetention } from "~/features/privacy/retention.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { createTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { IMAGE_MESSAGES } from "./image-bytes.server";
import { PHOTOS_PER_LINK, PHOTO_LINK_MESSAGES } from "./limits";
import { createPhotoLink, hashPhotoToken, purgePhotoLinks } from "./links.server";
import { deleteTicketPhoto, listTicketPhotos, loadTicketPhotos, readTicketPhoto } from "./photos.server";
import { submitTicketPhotos } from "./ticket-photo-forms.server";
import {
  PHOTO_FORM_LIMIT,
  PHOTO_POST_LIMIT,
  loadPhotoPage,
  photoUploadBodyLimit,
  receivePhotoForm,
  receivePhotoPost,
} from "./upload-form.server";
import { UPLOAD_MESSAGES, createUploadLimiter, receivePhoto } from "./upload.server";
import { testActor } from "../../../tests/factories";

const T0 = new Date("2026-11-24T15:00:00.000Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** A multipart post as a browser sends it: the body with its boundary, and its Content-Length. */
async function multipartRequest(url: string, fields: Array<[name: string, file: Buffer, filename: string]>) {
  const form = new FormData();
  for (const [name, bytes, filename] of fields) form.append(name, new Blob([new Uint8Array(bytes)]), filename);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) },
  });
}

describe.each(testDatabaseKinds())("condition photos on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  // On PostgreSQL the address limit counts in the database: each test sends from addresses of its own.
  let nextAddress = 0;
  const freshAddress = () => `198.51.100.${++nextAddress}`;
  const roomy = createUploadLimiter({ limit: 1000 });

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const newTicket = async () => {
    const made = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Rosa Camera",
        phone: "(321) 555-0177",
        deviceType: "laptop",
        deviceModel: "HP Envy 13",
        problem: "Hinge cracked",
      }),
      { by: await testActor(handle.db), now: T0 },
    );
    if (!made.ok) throw new Error("ticket not made");
    return made;
  };
  const newLink = async (ticketId: number, now = T0) => {
    const link = await createPhotoLink(handle.db, ticketId, now, await testActor(handle.db));
    if (!link.ok) throw new Error(link.reason);
    return link;
  };
  const send = (token: string, bytes: Uint8Array, { now = minutes(1), address = freshAddress(), limiter = roomy } = {}) =>
    receivePhoto({ db: handle.db, token, bytes, clientAddress: address, now, limiter });
  const uploadsOf = async (token: string) =>
    Number(
      (
        await handle.db
          .selectFrom("photo_links")
          .select("uploads")
          .where("token_hash", "=", hashPhotoToken(token))
          .executeTakeFirstOrThrow()
      ).uploads,
    );

  it("makes a link of 128 random bits for 15 minutes, storing only its sha256", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(link.token, "base64url")).toHaveLength(16);
    expect(link.url).toBe(`https://shop.example/intake/photos/${link.token}`);
    expect(link.expiresAt).toBe("2026-11-24T15:15:00.000Z");
    const rows = await handle.db.selectFrom("photo_links").selectAll().where("ticket_id", "=", t.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: crypto.createHash("sha256").update(link.token).digest("hex"),
      expires_at: "2026-11-24T15:15:00.000Z",
    });
    expect(JSON.stringify(rows)).not.toContain(link.token);
    // Two links are two different keys.
    expect((await newLink(t.id)).token).not.toBe(link.token);
  });

  it("refuses a link for a ticket that does not exist or was erased", async () => {
    expect(await createPhotoLink(handle.db, 999_999, T0, await testActor(handle.db))).toEqual({ ok: false, reason: "not-found" });
    const t = await newTicket();
    await inTransaction(handle.db, (trx) => eraseTickets(trx, [t.id], T0.toISOString()));
    expect(await createPhotoLink(handle.db, t.id, T0, await testActor(handle.db))).toEqual({ ok: false, reason: "erased" });
  });

  it("opens the phone's page with the ticket's number only; a made-up link is 404, an expired or used-up one 410", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const page = await loadPhotoPage(handle.db, link.token, minutes(5));
    expect(page).toEqual({
      status: 200,
      state: { open: true, ticketNumber: t.number, left: PHOTOS_PER_LINK, expiresAt: link.expiresAt },
    });
    expect(JSON.stringify(page)).not.toContain("Rosa");

    for (const madeUp of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "../../admin", `${link.token}x`])
      expect(await loadPhotoPage(handle.db, madeUp, minutes(5)), madeUp).toEqual({
        status: 404,
        state: { open: false, message: UPLOAD_MESSAGES.notFound },
      });
    expect(await loadPhotoPage(handle.db, link.token, minutes(15))).toEqual({
      status: 410,
      state: { open: false, message: PHOTO_LINK_MESSAGES.expired },
    });
    await handle.db
      .updateTable("photo_links")
      .set({ uploads: PHOTOS_PER_LINK })
      .where("token_hash", "=", hashPhotoToken(link.token))
      .execute();
    expect(await loadPhotoPage(handle.db, link.token, minutes(5))).toEqual({
      status: 410,
      state: { open: false, message: PHOTO_LINK_MESSAGES.usedUp },
    });
  });

  it("stores a photo without its location, lists it, serves its bytes to its own ticket only, and deletes it", async () => {
    const t = await newTicket();
    const other = await newTicket();
    const link = await newLink(t.id);
    const marker = `GPS${crypto.randomBytes(6).toString("hex")}`;
    const sent = await send(link.token, phoneJpeg(marker));
    expect(sent).toMatchObject({ ok: true, sent: 1, left: PHOTOS_PER_LINK - 1 });
    if (!sent.ok) throw new Error("not sent");

    const stored = await handle.db
      .selectFrom("ticket_photos")
      .selectAll()
      .where("id", "=", sent.photoId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      ticket_id: t.id,
      mime: "image/jpeg",
      width: 48,
      height: 32,
      created_at: minutes(1).toISOString(),
    });
    expect(Buffer.from(stored.bytes).equals(CANVAS_JPEG)).toBe(true);
    expect(Buffer.from(stored.bytes).includes(marker)).toBe(false);
    expect(Number(stored.size)).toBe(CANVAS_JPEG.length);

    expect(await listTicketPhotos(handle.db, t.id)).toEqual([
      { id: sent.photoId, createdAt: minutes(1).toISOString(), width: 48, height: 32 },
    ]);
    expect(await readTicketPhoto(handle.db, t.id, sent.photoId)).toEqual({ mime: "image/jpeg", bytes: CANVAS_JPEG });
    expect(await readTicketPhoto(handle.db, other.id, sent.photoId)).toBeNull();
    expect(await deleteTicketPhoto(handle.db, other.id, sent.photoId, await testActor(handle.db), minutes(2))).toBe(false);
    expect(await deleteTicketPhoto(handle.db, t.id, sent.photoId, await testActor(handle.db), minutes(2))).toBe(true);
    expect(await listTicketPhotos(handle.db, t.id)).toEqual([]);
  });

  it("lists photos oldest first, and says until when the latest link takes more", async () => {
    const t = await newTicket();
    const first = await newLink(t.id);
    const second = await newLink(t.id, minutes(3));
    const a = await send(first.token, CANVAS_PNG, { now: minutes(4) });
    const b = await send(second.token, CANVAS_JPEG, { now: minutes(5) });
    if (!a.ok || !b.ok) throw new Error("not sent");
    expect(await loadTicketPhotos(handle.db, t.id, minutes(6))).toEqual({
      items: [
        { id: a.photoId, createdAt: minutes(4).toISOString(), width: 48, height: 32 },
        { id: b.photoId, createdAt: minutes(5).toISOString(), width: 48, height: 32 },
      ],
      linkUntil: second.expiresAt,
    });
    expect((await loadTicketPhotos(handle.db, t.id, minutes(18))).linkUntil).toBeNull();
  });

  it("takes at most 12 photos through one link, however many are sent at the same moment", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(link.token, CANVAS_JPEG)));
    const taken = results.filter((r) => r.ok);
    expect(taken).toHaveLength(PHOTOS_PER_LINK);
    expect(taken.map((r) => (r.ok ? r.sent : 0)).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const r of results.filter((r) => !r.ok))
      expect(r).toEqual({ ok: false, status: 410, message: PHOTO_LINK_MESSAGES.usedUp });
    expect(await uploadsOf(link.token)).toBe(PHOTOS_PER_LINK);
    expect(await listTicketPhotos(handle.db, t.id)).toHaveLength(PHOTOS_PER_LINK);
  });

  it("refuses a photo sent as the link expires, and counts no refused picture against the link", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    expect(await send(link.token, Buffer.from("GIF89a...."))).toEqual({
      ok: false,
      status: 415,
      message: IMAGE_MESSAGES.notImage,
    });
    expect(await send(link.token, CANVAS_JPEG.subarray(0, 300))).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.damaged,
    });
    expect(await uploadsOf(link.token)).toBe(0);
    expect(await send(link.token, CANVAS_JPEG, { now: minutes(15) })).toEqual({
      ok: false,
      status: 410,
      message: PHOTO_LINK_MESSAGES.expired,
    });
    expect(await send("AAAAAAAAAAAAAAAAAAAAAA", CANVAS_JPEG)).toEqual({
      ok: false,
      status: 404,
      message: UPLOAD_MESSAGES.notFound,
    });
    expect(await listTicketPhotos(handle.db, t.id)).toEqual([]);
  });

  it("limits the photos one address sends, through any link", async () => {
    const t = await newTicket();
    const address = freshAddress();
    const limiter = createUploadLimiter({ limit: 2, windowMs: 15 * 60_000 });
    const [one, two] = [await newLink(t.id), await newLink(t.id)];
    expect(await send(one.token, CANVAS_JPEG, { address, limiter })).toMatchObject({ ok: true });
    expect(await send(two.token, CANVAS_JPEG, { address, limiter })).toMatchObject({ ok: true });
    const third = await send(two.token, CANVAS_JPEG, { address, limiter });
    expect(third).toMatchObject({ ok: false, status: 429, message: UPLOAD_MESSAGES.tooMany });
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0);
    expect(await send(two.token, CANVAS_JPEG, { address: freshAddress(), limiter })).toMatchObject({ ok: true });
  });

  it("takes the form sent without JavaScript, photo by photo, and says which were refused", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const request = await multipartRequest(`https://shop.example/intake/photos/${link.token}`, [
      ["photos", phoneJpeg("NOJSGPS"), "IMG_0001.JPG"],
      ["photos", Buffer.from("<svg/>"), "drawing.svg"],
      ["photos", CANVAS_PNG, "IMG_0002.PNG"],
    ]);
    const answer = await receivePhotoForm({
      db: handle.db,
      token: link.token,
      request,
      clientAddress: freshAddress(),
      now: minutes(2),
      limiter: roomy,
    });
    expect(answer).toEqual({ status: 415, sent: [1, 2], refused: [{ name: "drawing.svg", message: IMAGE_MESSAGES.notImage }] });
    const photos = await handle.db
      .selectFrom("ticket_photos")
      .select(["mime", "bytes"])
      .where("ticket_id", "=", t.id)
      .orderBy("id")
      .execute();
    expect(photos.map((p) => p.mime)).toEqual(["image/jpeg", "image/png"]);
    expect(Buffer.from(photos[0]!.bytes).includes("NOJSGPS")).toBe(false);
  });

  it("reads no body for a made-up link, one too large or one that is not a multipart form", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const post = (token: string, headers: Record<string, string>) =>
      new Request(`https://shop.example/intake/photos/${token}`, { method: "POST", body: "x", headers });
    const args = { db: handle.db, clientAddress: freshAddress(), now: minutes(2), limiter: roomy };
    expect(
      await receivePhotoForm({
        ...args,
        token: "AAAAAAAAAAAAAAAAAAAAAA",
        request: post("AAAAAAAAAAAAAAAAAAAAAA", { "content-length": "1" }),
      }),
    ).toEqual({ status: 404, sent: [], refused: [], formError: UPLOAD_MESSAGES.notFound });
    const tooLarge = await receivePhotoForm({
      ...args,
      token: link.token,
      request: post(link.token, {
        "content-length": String(PHOTO_FORM_LIMIT + 1),
        "content-type": "multipart/form-data; boundary=x",
      }),
    });
    expect(tooLarge.status).toBe(413);
    const notMultipart = await receivePhotoForm({
      ...args,
      token: link.token,
      request: post(link.token, { "content-length": "1", "content-type": "application/x-www-form-urlencoded" }),
    });
    expect(notMultipart).toEqual({ status: 415, sent: [], refused: [], formError: UPLOAD_MESSAGES.noFile });
    const broken = await receivePhotoForm({
      ...args,
      token: link.token,
      request: post(link.token, { "content-length": "1", "content-type": "multipart/form-data; boundary=x" }),
    });
    expect(broken).toEqual({ status: 400, sent: [], refused: [], formError: IMAGE_MESSAGES.damaged });
    expect(await uploadsOf(link.token)).toBe(0);
  });

  it("takes one photo from the page's script, and refuses a post holding none or two", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const url = `https://shop.example/intake/photos/${link.token}/upload`;
    const args = { db: handle.db, token: link.token, clientAddress: freshAddress(), now: minutes(2), limiter: roomy };
    expect(
      await receivePhotoPost({ ...args, request: await multipartRequest(url, [["photo", CANVAS_JPEG, "photo.jpg"]]) }),
    ).toMatchObject({
      ok: true,
      sent: 1,
    });
    const two = await multipartRequest(url, [
      ["photo", CANVAS_JPEG, "a.jpg"],
      ["photo", CANVAS_JPEG, "b.jpg"],
    ]);
    expect(await receivePhotoPost({ ...args, request: two })).toEqual({
      ok: false,
      status: 400,
      message: UPLOAD_MESSAGES.noFile,
    });
    expect(await receivePhotoPost({ ...args, request: await multipartRequest(url, [["other", CANVAS_JPEG, "a.jpg"]]) })).toEqual({
      ok: false,
      status: 400,
      message: UPLOAD_MESSAGES.noFile,
    });
    expect(await uploadsOf(link.token)).toBe(1);
  });

  it("answers the ticket page's buttons: a link with its QR code, a delete, a delete of what is gone", async () => {
    const t = await newTicket();
    const made = await submitTicketPhotos(handle.db, t.id, "photoLink", new FormData(), T0, await testActor(handle.db));
    if (!made.ok || made.kind !== "link") throw new Error("no link");
    expect(made.url).toMatch(/^https:\/\/shop\.example\/intake\/photos\/[A-Za-z0-9_-]{22}$/);
    expect(made.qr.path).toMatch(/^M/);
    const token = made.url.split("/").at(-1)!;
    const sent = await send(token, CANVAS_JPEG);
    if (!sent.ok) throw new Error("not sent");
    const form = new FormData();
    form.set("photoId", String(sent.photoId));
    expect(await submitTicketPhotos(handle.db, t.id, "deletePhoto", form, T0, await testActor(handle.db))).toEqual({
      ok: true,
      kind: "deleted",
      message: "Photo deleted.",
    });
    expect(await submitTicketPhotos(handle.db, t.id, "deletePhoto", form, T0, await testActor(handle.db))).toEqual({
      ok: false,
      status: 409,
      formError: "That photo was already deleted.",
    });
    form.set("photoId", "1; drop table");
    expect(await submitTicketPhotos(handle.db, t.id, "deletePhoto", form, T0, await testActor(handle.db))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await submitTicketPhotos(handle.db, 999_999, "photoLink", new FormData(), T0, await testActor(handle.db)),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("deletes a ticket's photos and links with its personal data, and a link stops working", async () => {
    const t = await newTicket();
    const kept = await newTicket();
    const link = await newLink(t.id);
    const keptLink = await newLink(kept.id);
    await send(link.token, CANVAS_JPEG);
    await send(keptLink.token, CANVAS_JPEG);
    await inTransaction(handle.db, (trx) => eraseTickets(trx, [t.id], minutes(2).toISOString()));
    expect(await handle.db.selectFrom("ticket_photos").select("id").where("ticket_id", "=", t.id).execute()).toEqual([]);
    expect(await handle.db.selectFrom("photo_links").select("id").where("ticket_id", "=", t.id).execute()).toEqual([]);
    expect((await loadPhotoPage(handle.db, link.token, minutes(3))).status).toBe(404);
    expect(await send(link.token, CANVAS_JPEG)).toMatchObject({ ok: false, status: 404 });
    // Another ticket's keep theirs.
    expect(await listTicketPhotos(handle.db, kept.id)).toHaveLength(1);
    expect(await uploadsOf(keptLink.token)).toBe(1);
  });

  it("deletes links a day after they expired; until then the phone hears that its link expired", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    const dayAfter = new Date(new Date(link.expiresAt).getTime() + 24 * 60 * 60_000);
    await purgePhotoLinks(handle.db, dayAfter);
    expect((await loadPhotoPage(handle.db, link.token, dayAfter)).status).toBe(410);
    await purgePhotoLinks(handle.db, new Date(dayAfter.getTime() + 1));
    expect((await loadPhotoPage(handle.db, link.token, dayAfter)).status).toBe(404);
  });

  it("has the retention pass delete expired links, and keep the photos they brought", async () => {
    const t = await newTicket();
    const link = await newLink(t.id);
    await send(link.token, CANVAS_JPEG);
    const later = new Date(new Date(link.expiresAt).getTime() + 25 * 60 * 60_000);
    expect(await runRetention(handle.db, later, { leadRetentionMonths: 24, ticketRetentionDays: 365 })).not.toBeNull();
    expect(await handle.db.selectFrom("photo_links").select("id").where("ticket_id", "=", t.id).execute()).toEqual([]);
    expect(await listTicketPhotos(handle.db, t.id)).toHaveLength(1);
  });
});

describe("which paths take photos as multipart bodies", () => {
  it("the phone's page and its script's address, with their own limits; nothing else", () => {
    expect(photoUploadBodyLimit("/intake/photos/AbCdEfGhIjKlMnOpQrStUv")).toBe(PHOTO_FORM_LIMIT);
    expect(photoUploadBodyLimit("/intake/photos/AbCdEfGhIjKlMnOpQrStUv/upload")).toBe(PHOTO_POST_LIMIT);
    for (const path of ["/intake/photos", "/intake/photos/", "/intake/photos/a/b", "/admin/tickets/1", "/repair/x"])
      expect(photoUploadBodyLimit(path), path).toBeNull();
  });
});
