import type { Kysely } from 'kysely';

/**
 * Rate limit windows counted in the database, so that several app nodes count one client once
 * (see http/shared-rate-limit-store). Only PostgreSQL serves several nodes; the table exists on
 * both for one schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
}
