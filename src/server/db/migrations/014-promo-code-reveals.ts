import type { Kysely } from 'kysely';

/**
 * Which promo codes each customer has found by typing their name. A code's id is only answered,
 * and only accepted by the evaluation, for a customer who found it this way or whose order
 * already carries it: ids are sequential, and a private code's name is its secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_code_reveals')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('revealed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_code_reveals_pk', ['customer_id', 'promo_code_id'])
    .execute();
}
