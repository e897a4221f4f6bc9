import { QR_MESSAGES } from "./messages";
import { buildEmailContent } from "./email";
import { buildEventContent } from "./event";
import { buildLocationContent, normalizeCoordinate } from "./geo";
import { buildPhoneContent, buildSmsContent } from "./phone";
import type { QrType } from "./qr-types";
import {
  BusinessInputSchema,
  compactPhone,
  ContactInputSchema,
  EmailInputSchema,
  EventInputSchema,
  LocationInputSchema,
  PhoneInputSchema,
  QrTypeSchema,
  SmsInputSchema,
  TextInputSchema,
  WebsiteInputSchema,
  WifiInputSchema,
} from "./schema";
import { buildBusinessVCard, buildContactVCard } from "./vcard";
import { hostOf, normalizeWebsiteUrl } from "./website-url";
import { buildWifiContent } from "./wifi";

export type QrContentResult =
  | { ok: true; type: QrType; content: string; name: string }
  /** message is the first rule broken; fields are every field that broke a rule. */
  | { ok: false; message: string; fields: string[] };

function failure(issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>): QrContentResult {
  const fields = [...new Set(issues.map((issue) => String(issue.path[0] ?? "")).filter(Boolean))];
  return { ok: false, message: issues[0]?.message ?? QR_MESSAGES.invalidType, fields };
}

/** Validates one form's input and builds the exact text to encode plus the saved name. */
export function buildQrContent(type: string, input: unknown): QrContentResult {
  const parsedType = QrTypeSchema.safeParse(type);
  if (!parsedType.success) return { ok: false, message: QR_MESSAGES.invalidType, fields: [] };
  switch (parsedType.data) {
    case "website": {
      const parsed = WebsiteInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      const url = normalizeWebsiteUrl(parsed.data.websiteUrl) as string;
      return { ok: true, type: "website", content: url, name: hostOf(url) || "website" };
    }
    case "contact": {
      const parsed = ContactInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      return {
        ok: true,
        type: "contact",
        content: buildContactVCard(parsed.data),
        name: parsed.data.name.trim() || "contact",
      };
    }
    case "business": {
      const parsed = BusinessInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      const { name, company, website } = parsed.data;
      const normalized = website.trim() === "" ? null : normalizeWebsiteUrl(website);
      const joined = [name.trim(), company.trim()].filter(Boolean).join(" - ");
      return { ok: true, type: "business", content: buildBusinessVCard(parsed.data, normalized), name: joined || "business" };
    }
    case "wifi": {
      const parsed = WifiInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      return { ok: true, type: "wifi", content: buildWifiContent(parsed.data), name: parsed.data.ssid.trim() || "wifi" };
    }
    case "phone": {
      const parsed = PhoneInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      return { ok: true, type: "phone", content: buildPhoneContent(parsed.data), name: compactPhone(parsed.data.phone) };
    }
    case "sms": {
      const parsed = SmsInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      return { ok: true, type: "sms", content: buildSmsContent(parsed.data), name: `SMS ${compactPhone(parsed.data.phone)}` };
    }
    case "email": {
      const parsed = EmailInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      return { ok: true, type: "email", content: buildEmailContent(parsed.data), name: parsed.data.to.trim() };
    }
    case "location": {
      const parsed = LocationInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      const { latitude, longitude } = parsed.data;
      const name = `${normalizeCoordinate(latitude)}, ${normalizeCoordinate(longitude)}`;
      return { ok: true, type: "location", content: buildLocationContent(parsed.data), name };
    }
    case "event": {
      const parsed = EventInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      const built = buildEventContent(parsed.data);
      if (!built.ok) return { ok: false, message: QR_MESSAGES.nonexistentTime, fields: [built.field] };
      return { ok: true, type: "event", content: built.content, name: parsed.data.title.trim() };
    }
    case "text": {
      const parsed = TextInputSchema.safeParse(input);
      if (!parsed.success) return failure(parsed.error.issues);
      const firstLine = parsed.data.text.trim().split(/\r\n|\r|\n/)[0] ?? "";
      return { ok: true, type: "text", content: parsed.data.text, name: Array.from(firstLine).slice(0, 40).join("") || "text" };
    }
  }
}
