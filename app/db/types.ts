import type { ColumnType, Generated } from "kysely";

/**
 * Every table the app knows. Each feature adds its own table interface here
 * and the matching migration under ./migrations.
 */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface AdminSessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
}

export interface AdminLoginFailuresTable {
  client_key: string;
  created_at: string;
}

/** A diagnosis request kept for the owner to follow up (issue 6). */
export interface LeadsTable {
  id: Generated<number>;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  /** When the visitor registered, as their browser reported it (ISO). */
  client_timestamp: string;
  /** When the server stored the request (ISO). */
  received_at: string;
  /** "new" until the owner acts on it. */
  status: ColumnType<string, string | undefined, string>;
}

export interface Database {
  app_meta: AppMetaTable;
  admin_sessions: AdminSessionsTable;
  admin_login_failures: AdminLoginFailuresTable;
  leads: LeadsTable;
}

export type Id = Generated<number>;
