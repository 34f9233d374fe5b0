import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A resale purchase in progress: the seller's ticket keeps its seat (active) until payment, and
 * the buyer's ticket waits inactive with the listing id. This index lets at most one such claim
 * exist per listing, so two buyers of one resold seat are refused by the database itself.
 * Raw SQL because PostgreSQL refuses bound parameters in an index predicate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index seat_tickets_one_resale_claim on seat_tickets (resale_listing_id)
    where resale_listing_id is not null and state = 'in_progress' and active = 0`.execute(db);
}
