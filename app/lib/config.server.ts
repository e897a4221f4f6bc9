import { z } from "zod";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

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
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || (v.length >= 10 && v.length <= 200), "must be 10 to 200 characters long"),
  BUSINESS_NAME: optionalText(120),
  BUSINESS_SHORT_NAME: optionalText(60),
  BUSINESS_PHONE: optionalText(40).refine((v) => v === undefined || /^[+()\d\s.-]{7,40}$/.test(v), "must be a phone number"),
  BUSINESS_EMAIL: optionalText(200).refine((v) => v === undefined || z.email().safeParse(v).success, "must be an e-mail address"),
  BUSINESS_STREET: optionalText(200),
  BUSINESS_CITY: optionalText(100),
  BUSINESS_REGION: optionalText(40),
  BUSINESS_POSTAL_CODE: optionalText(20),
  BUSINESS_HOURS: optionalText(100),
  AMAZON_ASSOCIATE_TAG: optionalText(64).refine(
    (v) => v === undefined || /^[A-Za-z0-9-]+$/.test(v),
    "must be letters, digits and dashes",
  ),
});

export type Config = z.infer<typeof ConfigSchema> & { business: BusinessInfo };

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const secret = name === "DATABASE_URL" || name === "ADMIN_PASSWORD";
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
    hours: c.BUSINESS_HOURS ?? DEFAULT_BUSINESS.hours,
    amazonAssociateTag: c.AMAZON_ASSOCIATE_TAG ?? DEFAULT_BUSINESS.amazonAssociateTag,
  };
  return { ...c, business };
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
