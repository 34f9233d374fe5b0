import type { Kysely } from 'kysely';

/**
 * Indexes for lookups that grew hot once real data was there: the seat-status map joins resale
 * listings to tickets (a full scan per request at 150k seats), and order pages join tickets and
 * extras to their orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('resale_listings_ticket_idx').on('resale_listings').columns(['seat_ticket_id', 'status']).execute();
  await db.schema.createIndex('ancillary_tickets_order_idx').on('ancillary_tickets').column('order_id').execute();
  await db.schema.createIndex('installments_order_idx').on('installments').column('order_id').execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
}
