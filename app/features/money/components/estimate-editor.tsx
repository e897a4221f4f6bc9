import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FieldError, FormField, controlProps } from "~/components/ui/form-field";

import { formatPriceRange } from "../format";
import type { Estimate } from "../ledger.server";
import { MONEY_LIMITS, dollarsFieldValue } from "../money";
import { LINE_FIELDS, lineFieldName, type LineField } from "../schema";
import type { Service } from "../services.server";
import type { TicketMoneyOutcome } from "../ticket-money-forms.server";
import { useFocusFirstError } from "./use-focus-error";

/** Empty rows drawn under the lines, for new ones. */
const EMPTY_ROWS = 3;

type Row = Record<LineField, string>;

const emptyRow = (): Row => ({ service: "", description: "", quantity: "1", unit: "", taxable: "", warranty: "", kind: "" });

/** The rows the form draws: what was typed in a refused form, else the latest version's lines; then empty ones. */
function rowsOf(latest: Estimate | null, failed: Extract<TicketMoneyOutcome, { ok: false }> | undefined): Row[] {
  if (failed) {
    let count = (latest?.lines.length ?? 0) + EMPTY_ROWS;
    for (const name of Object.keys(failed.values)) {
      const index = Number(/^line-(\d+)-/.exec(name)?.[1] ?? -1);
      count = Math.max(count, index + 1);
    }
    return Array.from(
      { length: count },
      (_, i) => Object.fromEntries(LINE_FIELDS.map((f) => [f, failed.values[lineFieldName(i, f)] ?? ""])) as Row,
    ).map((row) => ({ ...row, quantity: row.quantity || "1" }));
  }
  const lines: Row[] = (latest?.lines ?? []).map((l) => ({
    service: l.serviceId === null ? "" : String(l.serviceId),
    description: l.description,
    quantity: String(l.quantity),
    unit: dollarsFieldValue(l.unitCents),
    taxable: l.taxable ? "on" : "",
    warranty: String(l.warrantyDays),
    kind: l.kind,
  }));
  return [...lines, ...Array.from({ length: EMPTY_ROWS }, emptyRow)];
}

function LineRow({
  index,
  row,
  services,
  errors,
}: {
  index: number;
  row: Row;
  services: Service[];
  errors: Record<string, string>;
}) {
  const id = (field: LineField) => `estimate-${lineFieldName(index, field)}`;
  const err = (field: LineField) => errors[lineFieldName(index, field)];
  const known = row.service === "" || services.some((s) => String(s.id) === row.service);
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">Line {index + 1}</legend>
      <input type="hidden" name={lineFieldName(index, "kind")} value={row.kind} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id("service")} label="Service" optional error={err("service")}>
          <select
            {...controlProps(id("service"), { error: err("service") })}
            name={lineFieldName(index, "service")}
            defaultValue={row.service}
          >
            <option value="">None: write the line yourself</option>
            {!known && <option value={row.service}>A retired service (kept as it was)</option>}
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({formatPriceRange(s.priceCents, s.priceMaxCents)})
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id("description")} label="Description" error={err("description")}>
          <input
            {...controlProps(id("description"), { error: err("description") })}
            name={lineFieldName(index, "description")}
            maxLength={MONEY_LIMITS.lineDescription}
            defaultValue={row.description}
          />
        </FormField>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField id={id("quantity")} label="Quantity" error={err("quantity")}>
          <input
            {...controlProps(id("quantity"), { error: err("quantity") })}
            name={lineFieldName(index, "quantity")}
            inputMode="numeric"
            defaultValue={row.quantity}
          />
        </FormField>
        <FormField id={id("unit")} label="Unit price ($)" error={err("unit")}>
          <input
            {...controlProps(id("unit"), { error: err("unit") })}
            name={lineFieldName(index, "unit")}
            inputMode="decimal"
            defaultValue={row.unit}
          />
        </FormField>
        <FormField id={id("warranty")} label="Warranty days" error={err("warranty")}>
          <input
            {...controlProps(id("warranty"), { error: err("warranty") })}
            name={lineFieldName(index, "warranty")}
            inputMode="numeric"
            defaultValue={row.warranty}
          />
        </FormField>
        <div className="flex min-w-0 items-end">
          <label htmlFor={id("taxable")} className="inline-flex min-h-11 items-center gap-2 font-semibold">
            <input
              id={id("taxable")}
              type="checkbox"
              name={lineFieldName(index, "taxable")}
              defaultChecked={row.taxable === "on"}
              className="accent-brand-700 size-5"
            />
            Taxable
          </label>
        </div>
      </div>
      <FieldError id={id("taxable")} error={err("taxable")} />
    </fieldset>
  );
}

/**
 * The estimate's lines as a form: the latest version's (or the draft's) and three empty rows.
 * Saving a version the customer was given makes the next version, a draft; a draft changes in
 * place, and is sent or discarded from here. The version the form was drawn from goes with it, so
 * a save made after someone else's is refused and keeps what was typed.
 */
export function EstimateEditor({
  latest,
  draft,
  services,
  outcome,
}: {
  latest: Estimate | null;
  draft: Estimate | null;
  services: Service[];
  outcome?: TicketMoneyOutcome;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const rows = rowsOf(latest, failed);
  const formRef = useFocusFirstError(failed, failed?.fieldErrors);
  return (
    <Form ref={formRef} method="post" noValidate className="mt-5 grid gap-4" aria-labelledby="estimate-editor-heading">
      <h3 id="estimate-editor-heading" className="text-lg font-semibold">
        {latest
          ? draft
            ? `Change draft v${draft.version}`
            : `Write a new version (v${latest.version + 1})`
          : "Write the estimate"}
      </h3>
      <p className="text-slate-700">
        A version given to the customer is never changed: saving changes to it makes a new version, a draft, for you to send.
      </p>
      <p className="text-sm text-slate-700">
        Pick a service and leave the description and price empty to take them, its tax and warranty from the price list. Empty
        rows are left out; to add more than three lines, save and three more empty rows appear.
      </p>
      <Banner tone="error">{failed ? (failed.formError ?? "The estimate was not saved. Check the marked lines.") : ""}</Banner>
      <input type="hidden" name="baseVersion" value={latest?.version ?? 0} />
      <div className="grid gap-3">
        {rows.map((row, i) => (
          <LineRow key={i} index={i} row={row} services={services} errors={failed?.fieldErrors ?? {}} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="saveEstimate" disabled={busy}>
          Save estimate
        </Button>
        {draft && (
          <>
            <Button type="submit" name="intent" value="sendEstimate" variant="accent" disabled={busy}>
              Send to customer
            </Button>
            <Button type="submit" name="intent" value="discardDraft" variant="danger-outline" disabled={busy}>
              Discard draft
            </Button>
          </>
        )}
      </div>
      {draft && (
        <p className="text-sm text-slate-700">
          Send to customer saves these lines into draft v{draft.version} and puts it on the customer's status page.
        </p>
      )}
    </Form>
  );
}
