import net from "node:net";

import { z } from "zod";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";
import { parseOpeningHours } from "~/content/hours";

import { optionalBusinessText } from "./business-rules.server";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

export const MAX_PROXY_HOPS = 10;

const TRUST_PROXY_RULE =
  `must be false, true (one proxy in front), the number of proxies in front (1 to ${MAX_PROXY_HOPS}) ` +
  "or a comma list of proxy addresses or CIDR ranges such as 10.0.0.1,10.1.0.0/16";

/** One entry of a proxy list: an address, an address/prefix, or one of Express's names for a range. */
function isProxyEntry(entry: string): boolean {
  if (entry === "loopback" || entry === "linklocal" || entry === "uniquelocal") return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Who may say where a request came from. Never "trust everyone": Express would then take the
 * left-most X-Forwarded-For entry, which the client writes itself. A count of N proxies takes
 * the address the N-th proxy from us appended; a list believes only those proxies.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? "").trim();
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_PROXY_HOPS) return hops;
    } else {
      const entries = value.split(",").map((entry) => entry.trim());
      if (entries.every(isProxyEntry)) return entries;
    }
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_RULE });
    return z.NEVER;
  });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: optionalText(2000).refine(
    (v) => v === undefined || /^(file:.+|postgres(ql)?:\/\/.+)$/.test(v),
    "must be unset, file:/path/to.db or postgres://user:pass@host/db",
  ),
  SITE_URL: z
    .string()
    .trim()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: TrustProxySchema,
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || (v.length >= 10 && v.length <= 200), "must be 10 to 200 characters long"),
  // The key that encrypts device passcodes (64 hex characters, 256 bits); unset: one is generated
  // once into ticket-secret.key beside the database file (./data for PostgreSQL).
  TICKET_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), "must be 64 hexadecimal characters (256 bits)"),
  BUSINESS_NAME: optionalBusinessText("name"),
  BUSINESS_SHORT_NAME: optionalBusinessText("shortName"),
  BUSINESS_PHONE: optionalBusinessText("phone"),
  BUSINESS_EMAIL: optionalBusinessText("email"),
  BUSINESS_STREET: optionalBusinessText("streetAddress"),
  BUSINESS_CITY: optionalBusinessText("city"),
  BUSINESS_REGION: optionalBusinessText("region"),
  BUSINESS_POSTAL_CODE: optionalBusinessText("postalCode"),
  BUSINESS_HOURS: optionalBusinessText("openingHours"),
  AMAZON_ASSOCIATE_TAG: optionalBusinessText("amazonAssociateTag"),
  SMTP_URL: optionalText(2000).refine(
    (v) => v === undefined || isSmtpUrl(v),
    "must be smtp://user:pass@host:587 or smtps://user:pass@host:465 (user and password percent-encoded)",
  ),
  MAIL_FROM: optionalText(300).refine(
    (v) => v === undefined || parseMailbox(v) !== null,
    'must be an e-mail address or "Name <address>"',
  ),
  SHOP_NOTIFY_TO: optionalText(2000).refine(
    (v) => v === undefined || parseAddressList(v) !== null,
    "must be one to 10 e-mail addresses separated by commas",
  ),
  BOOKING_DAYS: listSetting(
    100,
    parseWeekdays,
    "must be weekday names separated by commas, such as mon,tue,wed,thu,fri,sat",
    "mon,tue,wed,thu,fri,sat",
  ),
  BOOKING_WINDOWS: listSetting(
    400,
    parseWindows,
    "must be 1 to 12 windows HH:MM-HH:MM separated by commas, each ending after it starts, in order and not overlapping, such as 09:00-12:00,12:00-15:00",
    "09:00-12:00,12:00-15:00,15:00-18:00",
  ),
  BOOKING_CAPACITY: z.coerce.number().int().min(1).max(50).default(3),
  BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(14),
  BOOKING_CLOSED_DATES: listSetting(
    4000,
    parseClosedDates,
    "must be dates YYYY-MM-DD separated by commas, such as 2026-12-25,2027-01-01",
    "",
  ),
  SHOP_TIMEZONE: optionalText(100)
    .transform((v) => v ?? "America/New_York")
    .refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
  // How often the outbox worker looks for due messages (it is also woken at once after a message
  // is queued on this server); tests set it low.
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  // Each SMTP step (connect, greeting, every reply) may take this long before the send counts as
  // failed; a claimed message's lease is four times this, so a live sender never loses its claim.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  // How long a saved product's marketplace image may take to answer whether it is a picture; 0
  // (the default) never asks, and no answer in time never stops the save.
  PRODUCT_IMAGE_CHECK_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  // Days after pickup or cancellation before a repair ticket's personal fields are erased.
  TICKET_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Years an invoice and its payments are kept for the books (their amounts, dates and numbers;
  // the person's name and notes go with the ticket's personal fields). The privacy page says it.
  FINANCIAL_RECORDS_YEARS: z.coerce.number().int().min(1).max(30).default(7),
  // Months after it arrives before a diagnosis request's personal fields are erased (the privacy
  // page reads this same setting).
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  // Owners who prefer the marketplace to show its own prices turn them off here.
  SHOW_PRICES: z
    .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
});

/** A comma-list setting (unset or empty: `fallback`): `parse` returns null for a bad value, which stops the start with `rule`. */
function listSetting<T>(max: number, parse: (value: string) => T | null, rule: string, fallback: string) {
  return optionalText(max).transform((raw, ctx): T => {
    const parsed = parse(raw ?? fallback);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message: rule });
      return z.NEVER;
    }
    return parsed;
  });
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** "mon,tue" → [1, 2] (0 is Sunday); null when a name is not a weekday or none is given. */
export function parseWeekdays(value: string): number[] | null {
  const names = value
    .split(",")
    .map((part) => part.trim().toLowerCase().slice(0, 3))
    .filter((part) => part !== "");
  if (names.length === 0) return null;
  const days = names.map((name) => WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]));
  if (days.some((day) => day < 0)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** "09:00-12:00,12:00-15:00" → windows in order; null unless each ends after it starts and none overlaps the next. */
export function parseWindows(value: string): Array<{ start: string; end: string }> | null {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0 || parts.length > 12) return null;
  const windows: Array<{ start: string; end: string }> = [];
  for (const part of parts) {
    const match = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/.exec(part);
    if (!match) return null;
    const start = `${match[1]}:${match[2]}`;
    const end = `${match[3]}:${match[4]}`;
    if (end <= start) return null;
    const previous = windows[windows.length - 1];
    if (previous && start < previous.end) return null;
    windows.push({ start, end });
  }
  return windows;
}

/** "2026-12-25,2027-01-01" → the dates; "" → none; null when one is not a real calendar date. */
export function parseClosedDates(value: string): string[] | null {
  const dates = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  for (const date of dates) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match) return null;
    const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (d.toISOString().slice(0, 10) !== date) return null;
  }
  return [...new Set(dates)].sort();
}

function isTimeZone(value: string): boolean {
  if (value === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return false;
  if (url.hostname === "" || url.pathname.replace(/^\/+/, "") !== "" || url.hash !== "") return false;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return false;
  }
  return true;
}

const PLAIN_ADDRESS = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\.]+(\.[^\s@<>",;:()[\]\\.]+)+$/;

/** `a@b.c` or `Name <a@b.c>` (a name without quotes, angle brackets or line breaks); null otherwise. */
export function parseMailbox(value: string): { name: string | null; address: string } | null {
  const v = value.trim();
  if (v.length > 300) return null;
  const named = /^([^<>"\r\n]{1,100}?)\s*<([^<>]+)>$/.exec(v);
  const address = named ? named[2]!.trim() : v;
  if (address.length > 254 || !PLAIN_ADDRESS.test(address)) return null;
  return { name: named ? named[1]!.trim() : null, address };
}

/** One to 10 plain addresses separated by commas; null when any is not one. */
export function parseAddressList(value: string): string[] | null {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0 || parts.length > 10) return null;
  return parts.every((part) => part.length <= 254 && PLAIN_ADDRESS.test(part)) ? parts : null;
}

/** How the site sends e-mail; `smtpUrl` undefined means alerts are off. */
export interface MailConfig {
  smtpUrl: string | undefined;
  /** The From header, e.g. `Space Coast PC <help@example.com>`. */
  from: string;
  /** Who receives the shop's alerts. */
  notifyTo: string[];
  /** The limit for each SMTP step, in ms. */
  timeoutMs: number;
}

/** When visitors may book a drop-off; read through the booking feature's getBookingSettings(). */
export interface BookingConfig {
  /** Weekdays open for drop-off, 0 = Sunday. */
  weekdays: number[];
  /** Drop-off windows in the shop's local time, in order. */
  windows: Array<{ start: string; end: string }>;
  /** Bookings each window takes. */
  capacity: number;
  /** How many days, today included, are offered. */
  daysAhead: number;
  /** Local dates (YYYY-MM-DD) the shop takes no drop-offs. */
  closedDates: string[];
  /** The IANA zone the shop's days and windows are in. */
  timeZone: string;
}

export type Config = z.infer<typeof ConfigSchema> & { business: BusinessInfo; mail: MailConfig; booking: BookingConfig };

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const secret = name === "DATABASE_URL" || name === "ADMIN_PASSWORD" || name === "SMTP_URL" || name === "TICKET_SECRET_KEY";
    const shown = secret || value === undefined ? "" : ` (got "${value.slice(0, 60)}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const c = result.data;
  const business: BusinessInfo = {
    ...DEFAULT_BUSINESS,
    name: c.BUSINESS_NAME ?? DEFAULT_BUSINESS.name,
    shortName: c.BUSINESS_SHORT_NAME ?? DEFAULT_BUSINESS.shortName,
    phone: c.BUSINESS_PHONE ?? DEFAULT_BUSINESS.phone,
    email: c.BUSINESS_EMAIL ?? DEFAULT_BUSINESS.email,
    streetAddress: c.BUSINESS_STREET ?? DEFAULT_BUSINESS.streetAddress,
    city: c.BUSINESS_CITY ?? DEFAULT_BUSINESS.city,
    region: c.BUSINESS_REGION ?? DEFAULT_BUSINESS.region,
    postalCode: c.BUSINESS_POSTAL_CODE ?? DEFAULT_BUSINESS.postalCode,
    openingHours: c.BUSINESS_HOURS ? parseOpeningHours(c.BUSINESS_HOURS)! : DEFAULT_BUSINESS.openingHours,
    amazonAssociateTag: c.AMAZON_ASSOCIATE_TAG ?? DEFAULT_BUSINESS.amazonAssociateTag,
  };
  const mail: MailConfig = {
    smtpUrl: c.SMTP_URL,
    from: c.MAIL_FROM ?? `${business.shortName.replace(/[<>"\r\n]/g, "")} <${business.email}>`,
    notifyTo: c.SHOP_NOTIFY_TO ? parseAddressList(c.SHOP_NOTIFY_TO)! : [business.email],
    timeoutMs: c.SMTP_TIMEOUT_MS,
  };
  const booking: BookingConfig = {
    weekdays: c.BOOKING_DAYS,
    windows: c.BOOKING_WINDOWS,
    capacity: c.BOOKING_CAPACITY,
    daysAhead: c.BOOKING_DAYS_AHEAD,
    closedDates: c.BOOKING_CLOSED_DATES,
    timeZone: c.SHOP_TIMEZONE,
  };
  return { ...c, business, mail, booking };
}

let current: Config | undefined;

/** The process-wide configuration, parsed on first use. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** Tests and the server's start use this to pin a parsed configuration. */
export function setConfig(config: Config): void {
  current = config;
}

/** For entry points: a bad value prints its one line and exits with status 1. */
export function parseConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(error.message + "\n");
    process.exit(1);
  }
}
