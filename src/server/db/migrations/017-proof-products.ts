import type { Kysely } from 'kysely';

/**
 * A rate that needs proof at the gate (student, senior, child's age): never chosen for the fan
 * automatically; its description says who is eligible where the fan picks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('requires_proof', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
