import type { Kysely } from "kysely";

/**
 * What the diagnosis worked out for a request, kept beside the visitor's words so the shop sees
 * the reasoning: on a lead and on a follow-up, a JSON summary (the answers given, the top
 * causes with their likelihoods, the stop warning shown, whether one cause stood out). It is
 * drawn from the description, so it is erased with it; null for requests from before, or when
 * the diagnosis could not run.
 */
const TABLES = ["leads", "lead_follow_ups"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn("triage", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.alterTable(table).dropColumn("triage").execute();
}
