/** The line printed at the foot of every drop-off receipt; the owner words it here. */
export const REPAIR_RECEIPT_TERMS =
  "We call or e-mail you before any work beyond the estimate. Bring this receipt, or the ticket number, when you pick up your device.";
