import type { Kysely } from 'kysely';

/**
 * What a ticket-office cancellation gives back, in cents: the money taken less what was paid for
 * tickets already passed on to someone else (accepted transfers, resold seats). Null for orders
 * never cancelled that way, and for orders cancelled before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('refund_amount', 'integer').execute();
}
