import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { backupSqlite, sqlitePathFrom } from "./db-backup.js";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function makeDatabase(file: string, rows: number) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec("create table leads (id integer primary key, description text not null)");
  const insert = db.prepare("insert into leads (description) values (?)");
  for (let i = 0; i < rows; i++) insert.run(`lead ${i}`);
  return db;
}

describe("db:backup", () => {
  it("reads DATABASE_URL the way the server does", () => {
    expect(sqlitePathFrom(undefined)).toBe("./data/site.db");
    expect(sqlitePathFrom("file:/var/lib/site/site.db")).toBe("/var/lib/site/site.db");
    expect(sqlitePathFrom("file:///var/lib/site/site.db")).toBe("/var/lib/site/site.db");
    expect(sqlitePathFrom("postgres://u:p@h/db")).toBeNull();
    expect(() => sqlitePathFrom("mysql://x")).toThrow(/DATABASE_URL/);
  });

  it("copies a database that is open for writing, committed rows in the WAL included, to a timestamped file", async () => {
    const source = path.join(dir, "site.db");
    const live = makeDatabase(source, 500);
    // Still open, with its last writes in the WAL rather than the main file.
    expect(fs.statSync(`${source}-wal`).size).toBeGreaterThan(0);
    const { target } = await backupSqlite(source, path.join(dir, "backups"), new Date("2026-03-04T05:06:07Z"));
    live.close();
    expect(path.basename(target)).toBe("site-20260304-050607.db");
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare("select count(*) as n from leads").get()).toEqual({ n: 500 });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
  });

  it("refuses to overwrite a backup or to copy a missing database", async () => {
    const source = path.join(dir, "site.db");
    makeDatabase(source, 1).close();
    const now = new Date("2026-03-04T05:06:07Z");
    await backupSqlite(source, dir + "/b", now);
    await expect(backupSqlite(source, dir + "/b", now)).rejects.toThrow(/already exists/);
    await expect(backupSqlite(path.join(dir, "nope.db"), dir)).rejects.toThrow(/No database/);
  });

  it("on PostgreSQL says to use pg_dump and exits 2; on SQLite prints where the copy went", () => {
    const script = path.join(process.cwd(), "scripts", "db-backup.js");
    const pg = spawnSync(process.execPath, [script], {
      env: { ...process.env, DATABASE_URL: "postgres://u:p@127.0.0.1/site" },
      encoding: "utf8",
    });
    expect(pg.status).toBe(2);
    expect(pg.stderr).toContain("pg_dump");
    expect(pg.stderr).not.toContain("u:p@");

    const source = path.join(dir, "site.db");
    makeDatabase(source, 3).close();
    const out = execFileSync(process.execPath, [script, path.join(dir, "out")], {
      env: { ...process.env, DATABASE_URL: `file:${source}` },
      encoding: "utf8",
    });
    expect(out).toMatch(/^Backed up .*site\.db to .*out\/site-\d{8}-\d{6}\.db \(\d+ KB, integrity ok\)\.\n$/);
  });
});
