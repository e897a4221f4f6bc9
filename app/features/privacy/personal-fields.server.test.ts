import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { NOT_PERSONAL_FIELDS, PERSONAL_FIELDS, PERSONAL_ROWS, TICKET_LINK_FIELDS } from "./personal-fields.server";

describe.each(testDatabaseKinds())("the list of personal fields on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  /** This database's tables (on PostgreSQL the listing covers every schema: keep this test's own). */
  const ownTables = async () => {
    const tables = await whileMigrating(kind, () => handle.db.introspection.getTables());
    if (kind === "sqlite") return tables;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    return tables.filter((t) => t.schema === rows[0]!.schema);
  };

  it("classifies every column of every table that holds a person's data, once", async () => {
    const tables = await ownTables();
    for (const [table, personal] of Object.entries(PERSONAL_FIELDS)) {
      const columns = tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
      expect(columns.length, table).toBeGreaterThan(0);
      const listed = [...Object.keys(personal), ...NOT_PERSONAL_FIELDS[table as keyof typeof PERSONAL_FIELDS]].map(String);
      // A new column must be put in one of the two lists: personal (erased) or not.
      expect([...listed].sort(), table).toEqual([...columns].sort());
    }
  });

  it("lists every column of the tables whose rows are deleted whole when their person is erased", async () => {
    const tables = await ownTables();
    for (const [table, columns] of Object.entries(PERSONAL_ROWS)) {
      const actual = tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
      expect([...actual].sort(), table).toEqual([...columns].map(String).sort());
      expect(Object.keys(PERSONAL_FIELDS), table).not.toContain(table);
    }
  });

  it("keeps the status link apart: erased only with a closed ticket, listed once", () => {
    for (const field of Object.keys(TICKET_LINK_FIELDS)) {
      expect(Object.keys(PERSONAL_FIELDS.tickets)).not.toContain(field);
      expect(NOT_PERSONAL_FIELDS.tickets).toContain(field);
    }
  });
});
