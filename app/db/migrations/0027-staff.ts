import { sql, type Kysely } from "kysely";

import { isSqlite } from "../dialect";

/**
 * Staff accounts in place of the one shared password: users with a role, their single-use
 * invitation and reset links (stored as hashes), their TOTP recovery codes (hashed), sessions
 * that name their user and where they signed in, the user on every history row, and an
 * append-only audit log. The database itself refuses to change or delete an audit row: triggers
 * on SQLite; row and TRUNCATE triggers on PostgreSQL.
 *
 * The owner's account is made at start, not here, from the password the old single sign-in
 * stored (see ensureOwner), because only the running server knows the shop's e-mail setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? "integer" : "serial";
  const id = (col: any) => (sqlite ? col.primaryKey().autoIncrement() : col.primaryKey());

  await db.schema
    .createTable("staff_users")
    .addColumn("id", idType, id)
    /** Lower-cased; the sign-in name. */
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    /** owner, technician or front_desk. */
    .addColumn("role", "varchar(20)", (col) => col.notNull())
    /** scrypt; null until the invitation is accepted. */
    .addColumn("password_hash", "text")
    /** 0: deactivated, cannot sign in, kept so history still names them. */
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    /** The TOTP secret, AES-256-GCM under the site's secret key; null: no second factor. */
    .addColumn("totp_secret", "text")
    /** A secret being enrolled, not yet confirmed by a code. */
    .addColumn("totp_pending", "text")
    /** The last 30-second step a code was accepted for: a code is never taken twice. */
    .addColumn("totp_last_step", "bigint")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_tokens")
    /** sha256 of the link's token. */
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id"))
    /** invite or reset. */
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    .addColumn("used_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("staff_tokens_user").on("staff_tokens").columns(["user_id", "kind"]).execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", idType, id)
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id"))
    /** sha256 of the code (ten random characters each: a hash is enough). */
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user").on("staff_recovery_codes").columns(["user_id", "code_hash"]).execute();

  // Sessions from before name no user: ensureOwner gives them to the owner, so nobody is signed out.
  await db.schema.alterTable("admin_sessions").addColumn("user_id", "integer").execute();
  /** full (signed in) or code (waiting for the second factor). */
  await db.schema
    .alterTable("admin_sessions")
    .addColumn("stage", "varchar(10)", (col) => col.notNull().defaultTo("full"))
    .execute();
  await db.schema.alterTable("admin_sessions").addColumn("address", "varchar(64)").execute();
  await db.schema.alterTable("admin_sessions").addColumn("user_agent", "varchar(200)").execute();
  await db.schema.createIndex("admin_sessions_user").on("admin_sessions").column("user_id").execute();

  for (const table of ["lead_events", "ticket_events", "customer_events", "shop_settings_history"]) {
    await db.schema.alterTable(table).addColumn("user_id", "integer").execute();
  }

  await db.schema
    .createTable("audit_log")
    .addColumn("id", idType, id)
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    /** null: nobody signed in (a failed sign-in for an unknown e-mail, the system). */
    .addColumn("user_id", "integer")
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    /** What it is about, as type:id (ticket:12, lead:4, setting:phone, user:3). */
    .addColumn("subject", "varchar(80)")
    /** A short plain description; never a customer's personal data. */
    .addColumn("detail", "varchar(500)")
    /** The client address the action came from. */
    .addColumn("address", "varchar(64)")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_user").on("audit_log").columns(["user_id", "at"]).execute();
  await db.schema.createIndex("audit_log_kind").on("audit_log").columns(["kind", "at"]).execute();

  if (sqlite) {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    // INSERT OR REPLACE deletes the row it collides with without firing delete triggers.
    await sql`create trigger audit_log_no_replace before insert on audit_log
      when exists (select 1 from audit_log where id = new.id)
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  } else {
    await sql`create function audit_log_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_refuse()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) await sql`drop function if exists audit_log_refuse() cascade`.execute(db);
  await db.schema.dropTable("audit_log").execute();
  for (const table of ["lead_events", "ticket_events", "customer_events", "shop_settings_history"]) {
    await db.schema.alterTable(table).dropColumn("user_id").execute();
  }
  await db.schema.dropIndex("admin_sessions_user").execute();
  for (const column of ["user_agent", "address", "stage", "user_id"]) {
    await db.schema.alterTable("admin_sessions").dropColumn(column).execute();
  }
  await db.schema.dropTable("staff_recovery_codes").execute();
  await db.schema.dropTable("staff_tokens").execute();
  await db.schema.dropTable("staff_users").execute();
}
