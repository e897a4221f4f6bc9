// zod/mini is zod 4 with tree-shakable checks: the same rules at a fifth of the browser bundle.
import * as z from "zod/mini";

import { QR_MESSAGES } from "./messages";
import { QR_TYPES, type QrType } from "./qr-types";
import { EC_LEVELS, PIXEL_SIZES, PRINT_CM, QUIET_ZONES, type QrStyle } from "./style";
import { normalizeWebsiteUrl } from "./website-url";

export const QrTypeSchema: z.ZodMiniType<QrType> = z.enum(QR_TYPES);

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

/** Visual separators a phone number may carry; what is left must be digits with an optional leading +. */
const PHONE_SEPARATORS = /[\s().-]/g;
export const PHONE_PATTERN = /^\+?[0-9]{3,20}$/;
export function compactPhone(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, "");
}
const phone = (message: string) =>
  z.string().check(
    z.refine(filled, { message, abort: true }),
    z.refine((v) => PHONE_PATTERN.test(compactPhone(v)), { message: QR_MESSAGES.invalidPhone }),
  );

export const PhoneInputSchema = z.object({ phone: phone(QR_MESSAGES.enterPhone) });
export type PhoneInput = z.infer<typeof PhoneInputSchema>;

export const SmsInputSchema = z.object({ phone: phone(QR_MESSAGES.enterPhone), message: text() });
export type SmsInput = z.infer<typeof SmsInputSchema>;

export const EmailInputSchema = z.object({
  to: z.string().check(
    z.refine(filled, { message: QR_MESSAGES.enterEmail, abort: true }),
    z.refine((v) => EMAIL_PATTERN.test(v.trim()), { message: "Please enter a valid email address" }),
  ),
  subject: text(),
  body: text(),
});
export type EmailInput = z.infer<typeof EmailInputSchema>;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const coordinate = (limit: number, message: string) =>
  z.string().check(z.refine((v) => DECIMAL.test(v.trim()) && Math.abs(Number(v.trim())) <= limit, { message }));
export const GEO_FORMATS = ["geo", "maps"] as const;
export const LocationInputSchema = z.object({
  latitude: coordinate(90, QR_MESSAGES.invalidLatitude),
  longitude: coordinate(180, QR_MESSAGES.invalidLongitude),
  format: z.enum(GEO_FORMATS),
});
export type LocationInput = z.infer<typeof LocationInputSchema>;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** True when the browser (or Node) knows the IANA zone name. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
}
export const EventInputSchema = z
  .object({
    title: required(QR_MESSAGES.enterEventTitle),
    start: z.string().check(z.refine((v) => LOCAL_DATE_TIME.test(v), { message: QR_MESSAGES.enterEventStart })),
    end: z.string().check(z.refine((v) => v === "" || LOCAL_DATE_TIME.test(v), { message: QR_MESSAGES.invalidEventEnd })),
    timeZone: z.string().check(z.refine(isKnownTimeZone, { message: QR_MESSAGES.invalidTimeZone })),
    location: text(),
    description: text(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.end !== "" && LOCAL_DATE_TIME.test(v.start) && LOCAL_DATE_TIME.test(v.end) && v.end <= v.start) {
        ctx.addIssue({ code: "custom", path: ["end"], message: QR_MESSAGES.endBeforeStart, input: v.end });
      }
    }),
  );
export type EventInput = z.infer<typeof EventInputSchema>;

export const TextInputSchema = z.object({ text: z.string().check(z.refine(filled, { message: QR_MESSAGES.enterText })) });
export type TextInput = z.infer<typeof TextInputSchema>;

/** One saved code as kept in localStorage under savedQRCodes. */
export const SavedQrCodeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  url: z.string().check(z.startsWith("data:image/png;base64,")),
  name: z.string(),
  type: QrTypeSchema,
});
export type SavedQrCode = z.infer<typeof SavedQrCodeSchema>;

const HEX = /^#[0-9a-f]{6}$/i;

/** The look of a code (style.ts holds its defaults and the contrast rules, without zod). */
export const QrStyleSchema: z.ZodMiniType<QrStyle> = z.object({
  foreground: z.string().check(z.regex(HEX, { message: "Please choose the code colour" })),
  background: z.string().check(z.regex(HEX, { message: "Please choose the background colour" })),
  ecLevel: z.enum(EC_LEVELS),
  quietZone: z.enum(QUIET_ZONES),
  size: z.enum(PIXEL_SIZES),
  /** Empty: screen size in pixels. Otherwise a print size in cm: a 300-dpi PNG and an SVG in mm. */
  printCm: z
    .string()
    .check(
      z.refine(
        (v) => v.trim() === "" || (/^\d+(\.\d+)?$/.test(v.trim()) && Number(v) >= PRINT_CM.min && Number(v) <= PRINT_CM.max),
        { message: `Please enter a print size from ${PRINT_CM.min} to ${PRINT_CM.max} cm, or leave it empty` },
      ),
    ),
});
