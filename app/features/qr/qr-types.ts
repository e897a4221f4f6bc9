// The code types as plain data: the page's tabs render from this without loading zod (schema.ts).
export const QR_TYPES = ["website", "contact", "business", "wifi", "phone", "sms", "email", "location", "event", "text"] as const;
export type QrType = (typeof QR_TYPES)[number];
