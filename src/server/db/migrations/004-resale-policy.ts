import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Resale on the sell side. Each event and each pack or season says how its tickets may be resold
 * (forbidden, no_restriction, whole_order_only); existing rows keep resale open as before.
 * A ticket may have at most one listing that is not cancelled, enforced by a partial unique
 * index so two "sell" clicks racing each other cannot list one seat twice.
 * Raw SQL for the index because PostgreSQL refuses bound parameters in an index predicate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('resale_policy', 'text', (c) => c.notNull().defaultTo('no_restriction')).execute();
  await db.schema.alterTable('campaign_packs').addColumn('resale_policy', 'text', (c) => c.notNull().defaultTo('no_restriction')).execute();
  await sql`create unique index resale_listings_one_open on resale_listings (seat_ticket_id)
    where status <> 'cancelled'`.execute(db);
}
