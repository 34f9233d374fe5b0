import type { Kysely } from 'kysely';

/** One row per app node that readiness rewrites: proof the database still accepts writes (a full disk does not). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_probes')
    .addColumn('node', 'text', (c) => c.primaryKey())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
}
