import type { Kysely } from 'kysely';

/**
 * A product may be sold only beside another ticket of the same event in the same order (a free
 * child rate "accompanied by an adult"): a flag of the product's data, set by the seed and by
 * `npm run admin -- product-accompanied`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('requires_accompanying_ticket', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
