/** Estimates, invoices and payments; server only. */
export {
  checkMoneyMove,
  createInvoice,
  formatInvoiceNumber,
  invoiceTicket,
  nextInvoiceNumber,
  recordPayment,
  type CreateInvoiceResult,
  type MoneyGateRefusal,
  type RecordPaymentResult,
} from "./billing.server";
export {
  decideEstimate,
  discardDraft,
  saveEstimate,
  sendEstimate,
  type DecideEstimateResult,
  type Decision,
  type EstimateLineInput,
  type SaveEstimateResult,
  type SendEstimateResult,
} from "./estimates.server";
export {
  balanceOf,
  loadTicketMoney,
  type Estimate,
  type EstimateLine,
  type Invoice,
  type Payment,
  type TicketMoney,
} from "./ledger.server";
export { listServices, type Service } from "./services.server";
export {
  isMoneyIntent,
  refuseTicketMoney,
  submitTicketMoney,
  type MoneyFormName,
  type MoneyIntent,
  type MoneyStaff,
  type TicketMoneyOutcome,
} from "./ticket-money-forms.server";
export { MONEY_CSV_HEADER, centsAsDollars, moneyCsv } from "./money-csv.server";
export { MONEY_CSV_MAX_YEARS, MoneyCsvRangeSchema, type MoneyCsvRange } from "./csv-range";
