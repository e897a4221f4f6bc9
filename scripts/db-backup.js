// npm run db:backup [DIR]: a consistent copy of the SQLite database named by DATABASE_URL,
// taken with SQLite's online backup API while the site keeps running (readers and the writer
// are not stopped), into DIR (default: a "backups" folder beside the database) as
// site-YYYYMMDD-HHMMSS.db. Plain JavaScript on a production dependency, so it also runs in
// the Docker image, which has no dev tools. PostgreSQL is backed up with its own tools.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import Database from "better-sqlite3";

// The same reading of DATABASE_URL as app/db/client.server.ts (resolveDatabaseTarget).
const DEFAULT_SQLITE_PATH = "./data/site.db";

export function sqlitePathFrom(url) {
  if (!url) return DEFAULT_SQLITE_PATH;
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return null;
  if (url.startsWith("file:")) return url.slice("file:".length).replace(/^\/\/(?=\/)/, "") || DEFAULT_SQLITE_PATH;
  throw new Error("DATABASE_URL must be unset, file:/path/to.db or postgres://…");
}

function stamp(now) {
  const p = (n) => String(n).padStart(2, "0");
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

/** Copies `source` into `dir` and checks the copy; returns its path and size. */
export async function backupSqlite(source, dir, now = new Date()) {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `${path.basename(source, path.extname(source))}-${stamp(now)}.db`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`The copy at ${target} failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  return { target, bytes: fs.statSync(target).size };
}

async function main() {
  let source;
  try {
    source = sqlitePathFrom(process.env.DATABASE_URL?.trim());
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  if (source === null) {
    console.error(
      "DATABASE_URL points at PostgreSQL: back it up with PostgreSQL's own tools, for example\n" +
        '  pg_dump --format=custom --file=site-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"\n' +
        "and restore with pg_restore. npm run db:backup copies the SQLite database only.",
    );
    return 2;
  }
  const dir = process.argv[2] ?? path.join(path.dirname(source), "backups");
  try {
    const { target, bytes } = await backupSqlite(source, dir);
    console.log(`Backed up ${source} to ${target} (${(bytes / 1024).toFixed(0)} KB, integrity ok).`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
