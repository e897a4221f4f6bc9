import pg from "pg";

/**
 * Kysely's migrator looks for its table by listing every table of every schema, and a schema
 * dropped meanwhile by another test makes that listing fail ("relation … does not exist").
 * Tests sharing one PostgreSQL therefore migrate (and start servers, which migrate) holding this
 * advisory lock shared, and drop a schema holding it alone.
 */
const SCHEMA_LOCK = 7_260_037;

export async function withSchemaLock<T>(baseUrl: string, mode: "shared" | "alone", work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(mode === "shared" ? "select pg_advisory_lock_shared($1)" : "select pg_advisory_lock($1)", [SCHEMA_LOCK]);
    return await work();
  } finally {
    // Closing the session gives the lock back.
    await client.end();
  }
}
