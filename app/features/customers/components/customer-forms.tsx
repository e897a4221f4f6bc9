import { Form, Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";

import type { CustomerActionResult } from "../customer-actions.server";
import type { CustomerDetail, HistoryItem } from "../customer-detail.server";
import { CUSTOMER_NOTE_MAX } from "../schema";
import { issueLabel, linkClass, plural } from "./labels";

/** Merge: the other record's number, then a confirmation naming both (two posts, no script needed). */
export function MergeForm({ detail, result }: { detail: CustomerDetail; result?: CustomerActionResult }) {
  const id = detail.customer.id;
  if (result?.kind === "confirm-merge") {
    const { other, keep } = result;
    return (
      <Form method="post" className="grid gap-3">
        <Banner tone="warning" role="status" title="Confirm the merge">
          Merge customer {other.id} ({other.name}: {plural(other.leads, "request")}, {plural(other.tickets, "repair")}) into this
          one, customer {keep.id} ({keep.name})? Everything moves here and customer {other.id} is removed.
        </Banner>
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="other" value={result.values.other} />
        <input type="hidden" name="note" value={result.values.note} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger">
            Merge into this customer
          </Button>
          <Link to={`/admin/customers/${id}`} className={linkClass + " inline-flex min-h-11 items-center"}>
            Cancel
          </Link>
        </div>
      </Form>
    );
  }
  const refused = result?.kind === "refused" && result.form === "merge" ? result : null;
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="merge-check" />
      <FormField
        id="merge-other"
        label="Customer number to merge into this one"
        hint="The number beside the other record's name, such as 12. This customer keeps everything."
        error={refused?.error}
        required
      >
        <input
          {...controlProps("merge-other", { hint: true, error: refused?.error })}
          name="other"
          inputMode="numeric"
          required
          defaultValue={refused?.values.other ?? ""}
        />
      </FormField>
      <NoteAndSubmit id="merge-note" label="Note on the merge" note={refused?.values.note} submit="Merge…" />
    </Form>
  );
}

/** The optional note of a merge or split (kept when the form is refused) and the button that checks it first. */
function NoteAndSubmit({ id, label, note, submit }: { id: string; label: string; note?: string; submit: string }) {
  return (
    <>
      <FormField id={id} label={label} optional>
        <textarea {...controlProps(id, {})} name="note" rows={2} maxLength={CUSTOMER_NOTE_MAX} defaultValue={note ?? ""} />
      </FormField>
      <div>
        <Button type="submit" variant="outline">
          {submit}
        </Button>
      </div>
    </>
  );
}

/** Split: which request or repair belongs to someone else, then a confirmation. */
export function SplitForm({ detail, result }: { detail: CustomerDetail; result?: CustomerActionResult }) {
  const id = detail.customer.id;
  if (result?.kind === "confirm-split") {
    return (
      <Form method="post" className="grid gap-3">
        <Banner tone="warning" role="status" title="Confirm the split">
          Move {result.label} ({result.name}) to a new customer of its own? Its e-mail address and phone go with it unless another
          of this customer&apos;s records has them.
        </Banner>
        <input type="hidden" name="intent" value="split" />
        <input type="hidden" name="record" value={result.values.record} />
        <input type="hidden" name="note" value={result.values.note} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger">
            Split off
          </Button>
          <Link to={`/admin/customers/${id}`} className={linkClass + " inline-flex min-h-11 items-center"}>
            Cancel
          </Link>
        </div>
      </Form>
    );
  }
  const records = detail.history.filter(
    (h): h is Extract<HistoryItem, { kind: "lead" | "ticket" }> => h.kind !== "booking" && !h.erased,
  );
  if (records.length < 2) return <p className="text-slate-700">There is only one record here: nothing to split.</p>;
  const refused = result?.kind === "refused" && result.form === "split" ? result : null;
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="split-check" />
      <FormField id="split-record" label="The record that belongs to someone else" layout="group" error={refused?.error} required>
        <div className="mt-2 grid gap-2">
          {records.map((r) => {
            const value = `${r.kind}-${r.id}`;
            return (
              <label key={value} className={choiceClass}>
                <input type="radio" name="record" value={value} required defaultChecked={refused?.values.record === value} />
                {r.kind === "lead" ? `Request ${r.id}, ${issueLabel(r.issue)}` : `Repair ${r.number}, ${r.model}`}
              </label>
            );
          })}
        </div>
      </FormField>
      <NoteAndSubmit id="split-note" label="Note on the split" note={refused?.values.note} submit="Split off…" />
    </Form>
  );
}
