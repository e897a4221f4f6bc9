import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { resolveDatabaseTarget } from "~/db/client.server";
import { getConfig } from "~/lib/config.server";

export const SECRET_KEY_FILE_NAME = "ticket-secret.key";

/** Where a generated passcode key is kept: beside the SQLite file, or in ./data for PostgreSQL. */
export function secretKeyFilePath(databaseUrl: string | undefined): string {
  const { kind, target } = resolveDatabaseTarget(databaseUrl);
  const dir = kind === "sqlite" && target !== ":memory:" ? path.dirname(path.resolve(target)) : path.resolve("data");
  return path.join(dir, SECRET_KEY_FILE_NAME);
}

let cachedKey: { source: string; key: Buffer } | undefined;

/**
 * The 256-bit key secrets at rest are encrypted with (devices' passcodes, staff's second-factor
 * secrets): TICKET_SECRET_KEY when set; otherwise the key in
 * `file`, made once (0600, created exclusively so a planted link is not followed) by the first
 * start that needs it. The key is kept out of the database on purpose: a copy of the database
 * alone does not reveal a passcode or a second-factor secret. Losing the file makes stored passcodes unreadable (the ticket
 * page says so); nothing else depends on it.
 */
export function passcodeKey(file = secretKeyFilePath(getConfig().DATABASE_URL)): Buffer {
  const configured = getConfig().TICKET_SECRET_KEY;
  const source = configured ? "env" : file;
  if (cachedKey?.source === source) return cachedKey.key;
  let hex = configured;
  if (!hex) {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        fs.writeFileSync(file, `${crypto.randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
      } catch (error) {
        // Another process made it first: read theirs.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    hex = fs.readFileSync(file, "utf8").trim();
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${file} does not hold a 64-character hexadecimal key`);
  }
  cachedKey = { source, key: Buffer.from(hex, "hex") };
  return cachedKey.key;
}

/** For tests: forget the key read, so the next call reads the configuration again. */
export function forgetPasscodeKey(): void {
  cachedKey = undefined;
}

const VERSION = "v1";

/** AES-256-GCM with a fresh 96-bit IV: "v1." + base64url(iv | tag | ciphertext). */
export function encryptPasscode(plain: string, key = passcodeKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The passcode, or null when the stored value is damaged or was made with another key. */
export function decryptPasscode(stored: string, key = passcodeKey()): string | null {
  if (!stored.startsWith(`${VERSION}.`)) return null;
  const raw = Buffer.from(stored.slice(VERSION.length + 1), "base64url");
  if (raw.length < 12 + 16) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
