import path from "node:path";

import Database from "better-sqlite3";

/**
 * Gives ticket `number` a sent estimate version (a screen and labour) straight in the worker's
 * database, as the shop's Send estimate would, and returns the ticket's status link token.
 */
export function sendEstimateVersion(port: number, number: string, version: number, screenCents: number): string {
  const db = new Database(path.join(process.cwd(), "data", `e2e-${port}`, "site.db"), { fileMustExist: true });
  db.pragma("busy_timeout = 10000");
  try {
    const ticket = db.prepare("select id, token from tickets where number = ?").get(number) as { id: number; token: string };
    const at = new Date().toISOString();
    const subtotal = screenCents + 9_000;
    const tax = Math.floor((screenCents * 7000 + 50_000) / 100_000);
    const estimateId = Number(
      db
        .prepare(
          "insert into estimates (ticket_id, version, status, subtotal_cents, taxable_cents, tax_rate, tax_cents, total_cents, terms, created_at, sent_at) " +
            "values (?, ?, 'sent', ?, ?, 7000, ?, ?, 'Work beyond this estimate needs your approval first.', ?, ?)",
        )
        .run(ticket.id, version, subtotal, screenCents, tax, subtotal + tax, at, at).lastInsertRowid,
    );
    const line = db.prepare(
      "insert into estimate_lines (estimate_id, position, service_id, description, kind, taxable, quantity, unit_cents, line_cents, warranty_days) values (?, ?, null, ?, ?, ?, ?, ?, ?, ?)",
    );
    line.run(
      estimateId,
      1,
      "Replacement screen, 13.3 inch, matte, with the bezel clips",
      "parts",
      1,
      1,
      screenCents,
      screenCents,
      90,
    );
    line.run(estimateId, 2, "Bench labour", "labour", 0, 2, 4_500, 9_000, 30);
    return ticket.token;
  } finally {
    db.close();
  }
}
