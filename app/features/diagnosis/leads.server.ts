import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { DiagnosisRequest } from "./schema";

export const LEAD_STATUS_NEW = "new";

/** Stores one diagnosis request as a lead in a single insert (all or nothing). Returns its id. */
export async function createLead(db: Kysely<Database>, request: DiagnosisRequest, receivedAt: Date): Promise<number> {
  const row = await db
    .insertInto("leads")
    .values({
      issue: request.issue,
      description: request.description,
      name: request.userInfo.name,
      email: request.userInfo.email,
      phone: request.userInfo.phone === "" ? null : request.userInfo.phone,
      client_timestamp: request.userInfo.timestamp,
      received_at: receivedAt.toISOString(),
      status: LEAD_STATUS_NEW,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
