import { Migrator, type Kysely, type MigrationProvider } from "kysely";

import { MIGRATIONS } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Features land on separate branches, so a migration may arrive after a later-numbered one ran.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
