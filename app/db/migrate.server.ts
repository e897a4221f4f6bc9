import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationProvider } from "kysely";

import { MIGRATIONS } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables live in the connection's own schema: otherwise Kysely
  // can mistake another schema's kysely_migration table (several sites or test runs sharing
  // one database) for ours.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Features land on separate branches, so a migration may arrive after a later-numbered one ran.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
