import { z } from "zod";

import { QR_MESSAGES } from "./messages";
import { normalizeWebsiteUrl } from "./website-url";

export const QR_TYPES = ["website", "contact", "business", "wifi"] as const;
export const QrTypeSchema = z.enum(QR_TYPES);
export type QrType = z.infer<typeof QrTypeSchema>;

const optionalText = z.string();
// The registration rule of the spec, reused: no spaces, one @, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = optionalText.refine((v) => v.trim() === "" || EMAIL_PATTERN.test(v.trim()), {
  message: "Please enter a valid email address",
});
const optionalWebsite = optionalText.refine((v) => v.trim() === "" || normalizeWebsiteUrl(v) !== null, {
  message: QR_MESSAGES.invalidUrl,
});

export const WebsiteInputSchema = z.object({
  websiteUrl: z
    .string()
    .refine((v) => v.trim() !== "", { message: QR_MESSAGES.enterWebsiteUrl, abort: true })
    .refine((v) => normalizeWebsiteUrl(v) !== null, { message: QR_MESSAGES.invalidUrl }),
});
export type WebsiteInput = z.input<typeof WebsiteInputSchema>;

export const ContactInputSchema = z.object({
  name: z.string().refine((v) => v.trim() !== "", { message: QR_MESSAGES.enterName }),
  email: optionalEmail,
  phone: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  country: optionalText,
  birthday: optionalText.refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    message: "Please enter the birthday as a date",
  }),
  note: optionalText,
});
export type ContactInput = z.input<typeof ContactInputSchema>;

const requiredForBusiness = z
  .string()
  .refine((v) => v.trim() !== "", { message: QR_MESSAGES.enterNameAndCompany });

export const BusinessInputSchema = z.object({
  name: requiredForBusiness,
  company: requiredForBusiness,
  jobTitle: optionalText,
  address: optionalText,
  phone: optionalText,
  email: optionalEmail,
  website: optionalWebsite,
  fax: optionalText,
  note: optionalText,
});
export type BusinessInput = z.input<typeof BusinessInputSchema>;

export const WIFI_SECURITY = ["WPA", "WEP", "nopass"] as const;

export const WifiInputSchema = z
  .object({
    ssid: z.string().refine((v) => v.trim() !== "", { message: QR_MESSAGES.enterNetworkName }),
    password: optionalText,
    security: z.enum(WIFI_SECURITY),
    hidden: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.security === "nopass") return;
    if (v.password === "") {
      ctx.addIssue({ code: "custom", path: ["password"], message: QR_MESSAGES.enterNetworkPassword });
    } else if (v.security === "WPA" && !(v.password.length >= 8 && v.password.length <= 63) && !/^[0-9a-f]{64}$/i.test(v.password)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "A WPA password has 8 to 63 characters" });
    }
  });
export type WifiInput = z.input<typeof WifiInputSchema>;

/** One saved code as kept in localStorage under savedQRCodes. */
export const SavedQrCodeSchema = z.object({
  id: z.string().min(1),
  url: z.string().startsWith("data:image/png;base64,"),
  name: z.string(),
  type: QrTypeSchema,
});
export type SavedQrCode = z.infer<typeof SavedQrCodeSchema>;
