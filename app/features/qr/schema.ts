// zod/mini is zod 4 with tree-shakable checks: the same rules at a fifth of the browser bundle.
import * as z from "zod/mini";

import { QR_MESSAGES } from "./messages";
import { normalizeWebsiteUrl } from "./website-url";

export const QR_TYPES = ["website", "contact", "business", "wifi"] as const;
export const QrTypeSchema = z.enum(QR_TYPES);
export type QrType = z.infer<typeof QrTypeSchema>;

const filled = (v: string) => v.trim() !== "";
const text = () => z.string();
const required = (message: string) => z.string().check(z.refine(filled, { message }));
// A deliberately loose rule for a contact card: no spaces, one @, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = () =>
  z
    .string()
    .check(z.refine((v) => !filled(v) || EMAIL_PATTERN.test(v.trim()), { message: "Please enter a valid email address" }));

export const WebsiteInputSchema = z.object({
  websiteUrl: z.string().check(
    z.refine(filled, { message: QR_MESSAGES.enterWebsiteUrl, abort: true }),
    z.refine((v) => normalizeWebsiteUrl(v) !== null, { message: QR_MESSAGES.invalidUrl }),
  ),
});
export type WebsiteInput = z.infer<typeof WebsiteInputSchema>;

export const ContactInputSchema = z.object({
  name: required(QR_MESSAGES.enterName),
  email: optionalEmail(),
  phone: text(),
  street: text(),
  city: text(),
  state: text(),
  zipCode: text(),
  country: text(),
  birthday: z
    .string()
    .check(z.refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: "Please enter the birthday as a date" })),
  note: text(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const BusinessInputSchema = z.object({
  name: required(QR_MESSAGES.enterNameAndCompany),
  company: required(QR_MESSAGES.enterNameAndCompany),
  jobTitle: text(),
  address: text(),
  phone: text(),
  email: optionalEmail(),
  website: z.string().check(z.refine((v) => !filled(v) || normalizeWebsiteUrl(v) !== null, { message: QR_MESSAGES.invalidUrl })),
  fax: text(),
  note: text(),
});
export type BusinessInput = z.infer<typeof BusinessInputSchema>;

export const WIFI_SECURITY = ["WPA", "WEP", "nopass"] as const;

const WPA_PASSWORD = /^(.{8,63}|[0-9a-fA-F]{64})$/su;

export const WifiInputSchema = z
  .object({
    ssid: required(QR_MESSAGES.enterNetworkName),
    password: text(),
    security: z.enum(WIFI_SECURITY),
    hidden: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.security === "nopass") return;
      if (v.password === "") {
        ctx.addIssue({ code: "custom", path: ["password"], message: QR_MESSAGES.enterNetworkPassword, input: v.password });
      } else if (v.security === "WPA" && !WPA_PASSWORD.test(v.password)) {
        ctx.addIssue({ code: "custom", path: ["password"], message: "A WPA password has 8 to 63 characters", input: v.password });
      }
    }),
  );
export type WifiInput = z.infer<typeof WifiInputSchema>;

/** One saved code as kept in localStorage under savedQRCodes. */
export const SavedQrCodeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  url: z.string().check(z.startsWith("data:image/png;base64,")),
  name: z.string(),
  type: QrTypeSchema,
});
export type SavedQrCode = z.infer<typeof SavedQrCodeSchema>;
