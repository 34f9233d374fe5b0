import type { Kysely } from 'kysely';

/** How many of an extra can be sold (parking spaces are finite); null: no limit, as before. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ancillaries').addColumn('stock', 'integer').execute();
}
