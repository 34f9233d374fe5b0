import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * What My purchases offers per ticket. Each product says its ticket format (e_ticket: a PDF,
 * physical_ticket: sent by post, season_pass: a season pass document); each event says whether
 * a ticket template exists for it (without one no e-ticket can be printed). Existing rows keep
 * e-tickets with a template, as before. Season products become season passes.
 * The index serves My purchases' cursor: a customer's orders by status, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('ticket_format', 'text', (c) => c.notNull().defaultTo('e_ticket')).execute();
  await db.schema.alterTable('events').addColumn('has_ticket_template', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update products set ticket_format = 'season_pass' where type = 'season'`.execute(db);
  await db.schema.createIndex('orders_customer_status_id').on('orders').columns(['customer_id', 'status', 'id']).execute();
}
