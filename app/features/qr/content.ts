import { QR_MESSAGES } from "./messages";
import {
  BusinessInputSchema,
  ContactInputSchema,
  QrTypeSchema,
  WebsiteInputSchema,
  WifiInputSchema,
  type QrType,
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
  }
}
