import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Ticket transfers by e-mail. A transfer row per ticket sent; the tickets sent together share a
 * group and one secret link, stored as its hash only. On acceptance the recipient gets an order of
 * their own holding new tickets (new ids, so the sender's QR codes stop validating), recorded here.
 * A ticket has at most one transfer that is not cancelled, enforced by a partial unique index so
 * two sends racing each other cannot both succeed (raw SQL: PostgreSQL refuses bound parameters
 * in an index predicate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transfers').addColumn('transfer_group', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('token_hash', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('locale', 'text').execute();
  await db.schema.alterTable('transfers').addColumn('to_customer_id', 'integer', (c) => c.references('customers.id')).execute();
  await db.schema.alterTable('transfers').addColumn('received_order_id', 'integer', (c) => c.references('orders.id')).execute();
  await db.schema.alterTable('transfers').addColumn('received_seat_ticket_id', 'integer', (c) => c.references('seat_tickets.id')).execute();
  await db.schema.alterTable('transfers').addColumn('settled_at', 'text').execute();
  await sql`create unique index transfers_one_open on transfers (seat_ticket_id) where status <> 'cancelled'`.execute(db);
  await db.schema.createIndex('transfers_token_hash').on('transfers').column('token_hash').execute();
  await db.schema.createIndex('transfers_received_ticket').on('transfers').column('received_seat_ticket_id').execute();
  await db.schema.createIndex('transfers_sender').on('transfers').column('from_customer_id').execute();
}
