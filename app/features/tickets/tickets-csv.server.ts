import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { csvStream } from "~/lib/csv";

import { DEVICE_TYPE_LABELS, TICKET_STATUS_LABELS, isDeviceType, isTicketStatus } from "./statuses";

const HEADER = [
  "Number",
  "Status",
  "Received",
  "Status since",
  "Closed",
  "Customer",
  "Email",
  "Phone",
  "Device",
  "Make and model",
  "Serial",
  "Problem",
  "Left with it",
  "Estimate",
  "E-mail updates agreed",
  "Details erased",
];

const BATCH = 500;

type TicketRow = Database["tickets"] & { id: number };

function ticketRow(t: TicketRow): Array<string | null> {
  return [
    t.number,
    isTicketStatus(t.status) ? TICKET_STATUS_LABELS[t.status] : t.status,
    t.created_at,
    t.status_changed_at,
    t.closed_at,
    t.customer_name,
    t.email,
    t.phone,
    isDeviceType(t.device_type) ? DEVICE_TYPE_LABELS[t.device_type] : t.device_type,
    t.device_model,
    t.serial,
    t.problem,
    t.accessories,
    t.estimate_cents === null ? null : (Number(t.estimate_cents) / 100).toFixed(2),
    t.email_consent_at,
    t.erased_at,
  ];
}

/** Every ticket's row, newest first, a batch at a time by id; a batch is read only when asked for. */
async function* ticketRowBatches(db: Kysely<Database>): AsyncGenerator<Array<Array<string | null>>> {
  let before: number | null = null;
  for (;;) {
    let query = db.selectFrom("tickets").selectAll();
    if (before !== null) query = query.where("id", "<", before);
    const batch = await query.orderBy("id", "desc").limit(BATCH).execute();
    if (batch.length > 0) yield batch.map((t) => ticketRow(t as TicketRow));
    if (batch.length < BATCH) return;
    before = Number(batch[batch.length - 1]!.id);
  }
}

/** The tickets export, streamed; personal cells are empty once a ticket's details were erased. */
export function ticketsCsv(db: Kysely<Database>): ReadableStream<Uint8Array> {
  return csvStream(HEADER, ticketRowBatches(db));
}
