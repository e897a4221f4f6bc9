import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import type { StaffActor } from "~/lib/audit.server";

import { checkMerge, checkSplit, mergeCustomers, parseRecordRef, splitRecord, type CustomerRef } from "./merge-split.server";
import { MergeFormSchema, SplitFormSchema } from "./schema";

type Db = Kysely<Database>;

/** What the form sent, kept so a refusal loses nothing typed. */
export interface CustomerFormValues {
  other: string;
  record: string;
  note: string;
}

export type CustomerActionResult =
  | { kind: "refused"; status: 400 | 403 | 409; form: "merge" | "split" | null; error: string; values: CustomerFormValues }
  | { kind: "confirm-merge"; keep: CustomerRef; other: CustomerRef; values: CustomerFormValues }
  | { kind: "confirm-split"; label: string; name: string; values: CustomerFormValues }
  | { kind: "merged"; other: CustomerRef }
  | { kind: "split"; newId: number; label: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function crossSiteCustomerRefusal(): CustomerActionResult {
  return {
    kind: "refused",
    status: 403,
    form: null,
    error: "Cross-site request refused.",
    values: { other: "", record: "", note: "" },
  };
}

/**
 * The customer page's two forms, each in two steps without script: "merge-check" names both
 * records and asks to confirm, "merge" does it; "split-check" names the record and asks,
 * "split" does it, as `by`. Every refusal says why and keeps what was typed.
 */
export async function customerAction(
  db: Db,
  customerId: number,
  form: FormData,
  now: Date,
  by: StaffActor,
): Promise<CustomerActionResult> {
  const values: CustomerFormValues = {
    other: text(form, "other").slice(0, 40),
    record: text(form, "record").slice(0, 40),
    note: text(form, "note").slice(0, 2000),
  };
  const intent = text(form, "intent");
  const refuse = (form: "merge" | "split", error: string, status: 400 | 409 = 400): CustomerActionResult => ({
    kind: "refused",
    status,
    form,
    error,
    values,
  });

  if (intent === "merge-check" || intent === "merge") {
    const parsed = MergeFormSchema.safeParse(values);
    if (!parsed.success) return refuse("merge", parsed.error.issues[0]!.message);
    const { other, note } = parsed.data;
    if (intent === "merge-check") {
      const check = await checkMerge(db, customerId, other);
      return check.ok ? { kind: "confirm-merge", keep: check.keep, other: check.other, values } : refuse("merge", check.error);
    }
    const done = await mergeCustomers(db, { keepId: customerId, otherId: other, note, now, by });
    return done.ok ? { kind: "merged", other: done.other } : refuse("merge", done.error, 409);
  }
  if (intent === "split-check" || intent === "split") {
    const parsed = SplitFormSchema.safeParse(values);
    const record = parsed.success ? parseRecordRef(parsed.data.record) : null;
    if (!parsed.success || !record) return refuse("split", parsed.success ? "Choose a record." : parsed.error.issues[0]!.message);
    if (intent === "split-check") {
      const check = await checkSplit(db, customerId, record);
      return check.ok
        ? { kind: "confirm-split", label: check.label, name: check.contact.name, values }
        : refuse("split", check.error);
    }
    const done = await splitRecord(db, { customerId, record, note: parsed.data.note, now, by });
    return done.ok ? { kind: "split", newId: done.newId, label: done.label } : refuse("split", done.error, 409);
  }
  return refuse("merge", "This form is out of date; reload the page and try again.");
}
