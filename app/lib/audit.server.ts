import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { AuditKind } from "./audit-kinds";

/** Who did something, as every write that keeps history takes it: the signed-in user and their client address. */
export interface StaffActor {
  userId: number;
  address: string;
}

/**
 * Appends one row to the audit log, on the handle given: inside the caller's transaction, so the
 * row is written with its change or not at all. `detail` is a short plain sentence about the
 * change (statuses, amounts, ticket numbers), never a customer's personal data, which an erase
 * could not reach here: the log refuses every UPDATE and DELETE.
 */
export async function recordAudit(
  db: Kysely<Database>,
  entry: {
    by: StaffActor | null;
    kind: AuditKind;
    subject?: string | null;
    detail?: string | null;
    at: Date;
    address?: string | null;
  },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: entry.at.toISOString(),
      user_id: entry.by?.userId ?? null,
      kind: entry.kind,
      subject: entry.subject?.slice(0, 80) ?? null,
      detail: entry.detail ? entry.detail.slice(0, 500) : null,
      address: (entry.address ?? entry.by?.address)?.slice(0, 64) ?? null,
    })
    .execute();
}
