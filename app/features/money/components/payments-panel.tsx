import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";
import { Fact, Facts, Panel } from "~/components/ui/panel";
import { formatUsd } from "~/lib/money";

import { formatBalance } from "../format";
import type { TicketMoney } from "../ledger.server";
import {
  MONEY_LIMITS,
  PAYMENT_KINDS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PaymentKind,
} from "../money";
import type { TicketMoneyOutcome } from "../ticket-money-forms.server";
import { ScrollRegion, tdClass, tdNumClass, thClass, thNumClass } from "./money-table";
import { useFocusFirstError } from "./use-focus-error";

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });

function chargeSource(money: TicketMoney): string {
  if (money.invoice) return `invoice ${money.invoice.number}`;
  const approved = [...money.estimates].reverse().find((e) => e.status === "approved");
  return approved ? `approved estimate v${approved.version}` : "nothing approved yet";
}

function PaymentForm({ kinds, outcome }: { kinds: readonly PaymentKind[]; outcome?: TicketMoneyOutcome }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const errors = failed?.fieldErrors ?? {};
  const v = failed?.values ?? {};
  const formRef = useFocusFirstError(failed, failed?.fieldErrors);
  const chosenKind = v.kind || kinds[0];
  return (
    <Form ref={formRef} method="post" noValidate className="mt-5 grid gap-4" aria-labelledby="payment-form-heading">
      <h3 id="payment-form-heading" className="text-lg font-semibold">
        Record a payment or refund
      </h3>
      <Banner tone="error">{failed ? (failed.formError ?? "The payment was not recorded. Check the marked fields.") : ""}</Banner>
      <FormField id="payment-kind" layout="group" label="What" error={errors.kind}>
        <div className="mt-2 flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <label key={kind} className={choiceClass}>
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={chosenKind === kind}
                className="accent-brand-700 size-4"
              />
              {PAYMENT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="payment-method" label="How" error={errors.method}>
          <select {...controlProps("payment-method", { error: errors.method })} name="method" defaultValue={v.method || "card"}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="payment-amount" label="Amount in dollars" required error={errors.amount}>
          <input
            {...controlProps("payment-amount", { error: errors.amount })}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={v.amount}
          />
        </FormField>
      </div>
      <FormField id="payment-reference" label="Reference" optional hint="A check number or card slip." error={errors.reference}>
        <input
          {...controlProps("payment-reference", { hint: true, error: errors.reference })}
          name="reference"
          maxLength={MONEY_LIMITS.reference}
          defaultValue={v.reference}
        />
      </FormField>
      <FormField id="payment-note" label="Note" hint="Needed for a refund: why the money is given back." error={errors.note}>
        <textarea
          {...controlProps("payment-note", { hint: true, error: errors.note })}
          name="note"
          rows={2}
          maxLength={MONEY_LIMITS.note}
          defaultValue={v.note}
        />
      </FormField>
      <div>
        <Button type="submit" name="intent" value="recordPayment" disabled={busy}>
          Record it
        </Button>
      </div>
    </Form>
  );
}

/**
 * What the customer owes and paid: the charge (the invoice's total, else the approved estimate's),
 * the payments and refunds, the balance, the invoice, and the form to record money taken or given
 * back. Once the machine has left the shop, only a refund of money paid can be recorded.
 */
export function PaymentsPanel({
  ticketId,
  money,
  final,
  erased,
  outcome,
  timeZone,
  canPay = true,
}: {
  ticketId: number;
  money: TicketMoney;
  /** The machine left the shop: only a refund can be recorded. */
  final: boolean;
  erased: boolean;
  outcome?: TicketMoneyOutcome;
  timeZone: string;
  /** The user's role records money and invoices; without it the panel only shows them. */
  canPay?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const invoiceOutcome = outcome?.form === "invoice" ? outcome : undefined;
  const paymentRefusal = !canPay && outcome?.form === "payment" && !outcome.ok ? outcome.formError : undefined;
  const canInvoice = !money.invoice && money.current?.status === "approved" && !erased;
  return (
    <Panel id="payments-heading" title="Payments" className="min-w-0">
      <Facts>
        <Fact label="Charge">
          {formatUsd(money.chargeCents)} ({chargeSource(money)})
        </Fact>
        <Fact label="Paid">{formatUsd(money.paidCents)}</Fact>
        <Fact label="Balance">{formatBalance(money.balanceCents)}</Fact>
        <Fact label="Invoice">
          {money.invoice ? (
            <a href={`/admin/tickets/${ticketId}/invoice`} className="text-brand-700 hover:text-brand-900 underline">
              Print invoice {money.invoice.number}
            </a>
          ) : canInvoice && canPay ? (
            "not made yet: it is made when the ticket moves to Ready, or now with the button below"
          ) : (
            "none yet: it is made from the approved estimate when the ticket moves to Ready"
          )}
        </Fact>
      </Facts>
      <Banner tone="error" className="mt-3">
        {invoiceOutcome && !invoiceOutcome.ok ? invoiceOutcome.formError : (paymentRefusal ?? "")}
      </Banner>
      {/* Outside the payment form, which is drawn anew after a payment: the message is announced as it comes. */}
      <Banner tone="success" className="mt-3">
        {outcome?.ok && (outcome.form === "invoice" || outcome.form === "payment") ? outcome.message : ""}
      </Banner>
      {canPay && canInvoice && (
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="createInvoice" variant="outline" disabled={busy}>
            Make the invoice now
          </Button>
        </Form>
      )}
      {money.payments.length === 0 ? (
        <p className="mt-3 text-slate-700">No payments yet.</p>
      ) : (
        <ScrollRegion label="Payments and refunds">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Payments and refunds, oldest first</caption>
            <thead className="text-slate-700">
              <tr className="border-b border-slate-300">
                <th scope="col" className={thClass}>
                  Date
                </th>
                <th scope="col" className={thClass}>
                  Kind
                </th>
                <th scope="col" className={thClass}>
                  Method
                </th>
                <th scope="col" className={thNumClass}>
                  Amount
                </th>
                <th scope="col" className={thClass}>
                  Reference
                </th>
                <th scope="col" className={thClass}>
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {money.payments.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <td className={tdClass}>
                    <time dateTime={p.at}>{when(p.at, timeZone)}</time>
                  </td>
                  <td className={tdClass}>{PAYMENT_KIND_LABELS[p.kind]}</td>
                  <td className={tdClass}>{PAYMENT_METHOD_LABELS[p.method]}</td>
                  <td className={tdNumClass}>{formatUsd(p.amountCents)}</td>
                  <td className={`${tdClass} break-words`}>{p.reference ?? ""}</td>
                  <td className={`${tdClass} break-words whitespace-pre-line`}>{p.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {/* Once the machine has left, only money paid can still be given back. */}
      {canPay && !erased && (!final || money.paidCents > 0) && (
        <PaymentForm
          key={money.payments.length}
          kinds={final ? (["refund"] as const) : PAYMENT_KINDS}
          outcome={outcome?.form === "payment" ? outcome : undefined}
        />
      )}
    </Panel>
  );
}
