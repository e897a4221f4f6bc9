import fs from "node:fs";
import path from "node:path";

import { resolveDatabaseTarget } from "~/db/client.server";

export const PASSWORD_FILE_NAME = "admin-password.txt";

/**
 * Where a generated admin password is written: beside the SQLite file, or in ./data under the
 * working directory when the database is PostgreSQL (or an in-memory SQLite).
 */
export function adminPasswordFilePath(databaseUrl: string | undefined): string {
  const { kind, target } = resolveDatabaseTarget(databaseUrl);
  const dir = kind === "sqlite" && target !== ":memory:" ? path.dirname(path.resolve(target)) : path.resolve("data");
  return path.join(dir, PASSWORD_FILE_NAME);
}

/**
 * Writes the password to a new file only its owner can read (0600). Any older file is removed
 * first so the mode is never inherited, and the file is created exclusively, so a link planted
 * at that path is not followed.
 */
export function writePasswordFile(file: string, password: string): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: "wx" });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not write the generated admin password to ${file} (${reason}); set ADMIN_PASSWORD instead`);
  }
}

/** Removes a generated-password file that no longer holds the password in force. */
export function removePasswordFile(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file, { force: true });
  return true;
}
