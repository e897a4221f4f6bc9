import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";

/** Where the suite's server (scripts/e2e-server.js) writes the mail its SMTP sink receives. */
export function mailDir(port = Number(process.env.E2E_PORT)): string {
  return path.join(process.cwd(), "data", `e2e-${port}`, "mail");
}

/** Each delivered file parsed once (the sink writes a file whole, by a rename, and never changes it). */
const parsed = new Map<string, Promise<ParsedMail>>();

/** Every message delivered so far, oldest first, parsed. */
export async function readDeliveredMail(port?: number): Promise<ParsedMail[]> {
  const dir = mailDir(port);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
    : [];
  return Promise.all(
    files.map((f) => {
      const file = path.join(dir, f);
      // A server started later on the same port writes a new file of the same name: a new inode.
      const key = `${file}:${fs.statSync(file).ino}`;
      let mail = parsed.get(key);
      if (!mail) parsed.set(key, (mail = simpleParser(fs.readFileSync(file))));
      return mail;
    }),
  );
}

/**
 * Waits until the delivered mail holds what `pick` looks for (anything but undefined), reading it
 * again each time the sink writes a file. No clock of its own: a message that never comes ends
 * the test at its time limit, on the line that waited for it.
 */
async function waitForDelivered<T>(pick: (mail: ParsedMail[]) => T | undefined, port?: number): Promise<T> {
  let wake: () => void = () => {};
  const watcher = fs.watch(mailDir(port), () => wake());
  try {
    for (;;) {
      const written = new Promise<void>((resolve) => (wake = resolve));
      const found = pick(await readDeliveredMail(port));
      if (found !== undefined) return found;
      await written;
    }
  } finally {
    watcher.close();
  }
}

/** The one delivered message whose text contains `needle`, once it has arrived. */
export function waitForMail(needle: string, { port }: { port?: number } = {}): Promise<ParsedMail> {
  return waitForDelivered((mail) => {
    const found = mail.filter((m) => (m.text ?? "").includes(needle));
    if (found.length > 1) throw new Error(`${found.length} messages contain ${JSON.stringify(needle)}`);
    return found[0];
  }, port);
}

/**
 * How many messages the worker's server has put in its outbox (sent or not) whose subject or
 * text contains `needle`. Every e-mail goes through the outbox in the same transaction as the
 * change that causes it, so none here once the change is saved means none will ever be sent.
 */
export function outboxCount(needle: string, port = Number(process.env.E2E_PORT)): number {
  const db = new Database(path.join(process.cwd(), "data", `e2e-${port}`, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as n from outbox where instr(subject, ?) > 0 or instr(text_body, ?) > 0")
      .get(needle, needle) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * The id of the lead whose alert to the shop contains `needle` (the visitor's own e-mail, say):
 * the diagnose API answers a visitor with no id, so a test learns it as the shop does.
 */
export async function leadIdFromAlert(needle: string): Promise<number> {
  const alert = await waitForMail(needle);
  const id = /\/admin\/leads\/(\d+)/.exec(alert.text ?? "")?.[1];
  if (!id) throw new Error(`the message containing ${JSON.stringify(needle)} names no lead`);
  return Number(id);
}

/**
 * The newest booking of the visitor with this e-mail address, read from the worker's database:
 * the visitor's answer names no running id (only an opaque reference), and with e-mail on the
 * booking is made by the confirmation link, whose page names none either.
 */
export function latestBookingOf(email: string, port = Number(process.env.E2E_PORT)): { id: number; day: string; ref: string } {
  const db = new Database(path.join(process.cwd(), "data", `e2e-${port}`, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "select b.id as id, b.day as day, b.ref as ref from bookings b join leads l on l.id = b.lead_id where l.email_key = ? order by b.id desc limit 1",
      )
      .get(email.trim().normalize("NFKC").toLowerCase()) as { id: number; day: string; ref: string } | undefined;
    if (!row) throw new Error(`no booking for ${email}`);
    return row;
  } finally {
    db.close();
  }
}

/** The confirmation link in the newest "confirm your drop-off" e-mail to `email`, once it has arrived. */
export function confirmationLink(email: string, { port }: { port?: number } = {}): Promise<URL> {
  return waitForDelivered((mail) => {
    const sent = mail.filter(
      (m) =>
        (m.subject ?? "").startsWith("Confirm your drop-off") &&
        (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) => a.value.some((v) => v.address === email)),
    );
    const link = /https?:\/\/\S+\/booking\/confirm\/[\w-]{22}/.exec(sent.at(-1)?.text ?? "")?.[0];
    return link ? new URL(link) : undefined;
  }, port);
}
