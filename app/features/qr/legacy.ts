import { QR_TYPES, type QrType } from "./qr-types";

/** A saved entry in the old site's format: its picture lived at an image service. */
export interface LegacyQrCode {
  id: string;
  name: string;
  type: QrType;
  /** The text the old image encoded (its `data` parameter, decoded). */
  content: string;
}

const LEGACY_PATH = /\/create-qr-code\/?$/;

/** The `data` parameter of an image-service address such as `https://…/create-qr-code/?size=250x250&data=…`. */
export function legacyContent(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (!LEGACY_PATH.test(parsed.pathname)) return null;
  const data = parsed.searchParams.get("data");
  return data === null || data === "" ? null : data;
}

/** The type an old entry had, or the one its content shows when the stored one is unknown. */
export function inferQrType(stored: unknown, content: string): QrType {
  if (typeof stored === "string" && (QR_TYPES as readonly string[]).includes(stored)) return stored as QrType;
  if (/^BEGIN:VCARD/i.test(content)) return /\nORG:/i.test(content) ? "business" : "contact";
  if (content.startsWith("WIFI:")) return "wifi";
  if (/^https?:\/\//i.test(content)) return "website";
  return "text";
}

/** Reads one stored entry as an old-format entry; null when it is not one. */
export function readLegacyEntry(entry: unknown): LegacyQrCode | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, name, url, type } = entry as Record<string, unknown>;
  const idText = typeof id === "number" && Number.isFinite(id) ? String(id) : id;
  if (typeof idText !== "string" || idText === "" || typeof url !== "string") return null;
  const content = legacyContent(url);
  if (content === null) return null;
  return { id: idText, name: typeof name === "string" ? name : "", type: inferQrType(type, content), content };
}
