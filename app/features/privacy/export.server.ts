import { describeLeadTriage, type LeadTriage } from "~/features/leads/index.server";
import type { CsvRow } from "~/lib/csv";
import { formatUsd } from "~/lib/money";

import { describeIntakeCopy } from "./intake-copy.server";
import type { PersonQuery, PersonRecords } from "./person.server";

/** The file a person is handed: everything the site holds about them, in plain words. */
export function personJson(records: PersonRecords, query: PersonQuery, at: Date, shopName: string): string {
  const { counts: _counts, ...held } = records;
  return (
    JSON.stringify(
      {
        about: `Everything ${shopName}'s website holds for ${[query.email, query.phone].filter(Boolean).join(" / ")}`,
        exportedAt: at.toISOString(),
        customer: held.customers,
        requests: held.leads,
        repairs: held.tickets,
        dropOffRequests: held.bookingRequests,
        emails: held.messages,
      },
      null,
      2,
    ) + "\n"
  );
}

/** What the diagnosis worked out for a request, in words, as a row under it (none without one). */
function diagnosisRows(reference: string, at: string, triage: LeadTriage | null): CsvRow[] {
  if (!triage) return [];
  const view = describeLeadTriage(triage);
  const details = [
    view.headline,
    ...(view.others.length > 0 ? [`Also ranked: ${view.others.join("; ")}`] : []),
    ...view.answers.map((a) => `${a.question} ${a.answer}`),
  ].join("\n");
  return [["Diagnosis", reference, at, null, null, null, null, details, null]];
}

export const PERSON_CSV_HEADER = ["Record", "Reference", "Date", "Status", "Name", "Email", "Phone", "Details", "Note"] as const;

/**
 * The same as one table: a row per request (and what the diagnosis worked out for it), booking,
 * history entry with a note, repair, repair intake, estimate version, invoice, payment and e-mail.
 */
export function personCsvRows(records: PersonRecords): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const c of records.customers) {
    rows.push([
      "Customer",
      `Customer ${c.id}`,
      c.createdAt,
      null,
      c.name,
      c.email,
      c.phone,
      `Found by: ${c.keys.join(", ")}`,
      null,
    ]);
    for (const e of c.history)
      if (e.note) rows.push(["Customer note", `Customer ${c.id}`, e.at, e.kind, null, null, null, null, e.note]);
  }
  for (const lead of records.leads) {
    rows.push([
      "Request",
      `Request ${lead.id}`,
      lead.receivedAt,
      lead.stage,
      lead.name,
      lead.email,
      lead.phone,
      `${lead.issue}: ${lead.description}`,
      lead.lostReason,
    ]);
    rows.push(...diagnosisRows(`Request ${lead.id}`, lead.receivedAt, lead.triage));
    for (const b of lead.bookings)
      rows.push(["Booking", `Request ${lead.id}`, b.bookedAt, b.status, null, null, null, `${b.day} ${b.window}`, b.note]);
    for (const f of lead.followUps) {
      rows.push([
        "Follow-up",
        `Request ${lead.id}`,
        f.at,
        null,
        f.name || null,
        f.email || null,
        f.phone,
        `${f.issue}: ${f.description}`,
        null,
      ]);
      rows.push(...diagnosisRows(`Request ${lead.id}`, f.at, f.triage));
    }
    for (const e of lead.history)
      if (e.note) rows.push(["Request note", `Request ${lead.id}`, e.at, e.to, null, null, null, null, e.note]);
  }
  for (const r of records.bookingRequests)
    rows.push([
      "Drop-off request",
      `Request to confirm ${r.id}`,
      r.requestedAt,
      r.confirmed ? "confirmed" : `waiting until ${r.expiresAt}`,
      r.name,
      r.email,
      r.phone,
      `${r.day} ${r.start}; ${r.issue}: ${r.description}`,
      r.note || null,
    ]);
  for (const t of records.tickets) {
    rows.push([
      "Repair",
      t.number,
      t.receivedAt,
      t.status,
      t.name,
      t.email,
      t.phone,
      [`${t.device}, ${t.model}`, t.serial && `serial ${t.serial}`, t.problem, t.accessories && `left: ${t.accessories}`]
        .filter(Boolean)
        .join("; "),
      null,
    ]);
    if (t.intake)
      rows.push([
        "Repair intake",
        t.number,
        t.intake.signed?.at ?? t.receivedAt,
        null,
        t.intake.signed?.name ?? null,
        null,
        null,
        describeIntakeCopy(t.intake),
        t.intake.conditionNote,
      ]);
    for (const e of t.history) {
      if (e.noteForCustomer) rows.push(["Repair note", t.number, e.at, e.to, null, null, null, null, e.noteForCustomer]);
      if (e.shopNote) rows.push(["Repair note (shop)", t.number, e.at, e.to, null, null, null, null, e.shopNote]);
    }
    for (const e of t.estimates) {
      const lines = e.lines.map((l) => `${l.quantity} × ${l.description} ${formatUsd(l.lineCents)}`).join("; ");
      const answer = [
        e.decidedVia && `answered ${e.decidedVia === "link" ? "on the status page" : "by phone"}`,
        e.decisionAddress && `from ${e.decisionAddress}`,
        e.decisionBrowser && `with ${e.decisionBrowser}`,
      ].filter(Boolean);
      rows.push([
        "Estimate",
        `${t.number} version ${e.version}`,
        e.sentAt ?? e.writtenAt,
        e.status,
        e.decisionName,
        null,
        null,
        [lines, `total ${formatUsd(e.totalCents)} (tax ${formatUsd(e.taxCents)})`, ...answer].filter(Boolean).join("; "),
        e.decisionNote,
      ]);
    }
    if (t.invoice)
      rows.push([
        "Invoice",
        t.invoice.number,
        t.invoice.date,
        null,
        null,
        null,
        null,
        `${t.number}: subtotal ${formatUsd(t.invoice.subtotalCents)}, tax ${formatUsd(t.invoice.taxCents)}, total ${formatUsd(t.invoice.totalCents)}`,
        null,
      ]);
    for (const p of t.payments)
      rows.push([
        "Payment",
        t.number,
        p.at,
        p.kind,
        null,
        null,
        null,
        [`${p.method} ${formatUsd(p.amountCents)}`, p.reference && `reference ${p.reference}`].filter(Boolean).join("; "),
        p.note,
      ]);
  }
  for (const m of records.messages)
    rows.push(["E-mail", m.about, m.createdAt, m.status, null, m.to === "the shop" ? null : m.to, null, m.subject, m.text]);
  return rows;
}
