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

export interface Database {
  app_meta: AppMetaTable;
  admin_sessions: AdminSessionsTable;
  admin_login_failures: AdminLoginFailuresTable;
}

export type Id = Generated<number>;
