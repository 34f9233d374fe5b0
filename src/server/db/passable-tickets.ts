import { PostgresAdapter } from 'kysely';
import type { Db, Dialect } from './database.js';
import type { TicketState } from './schema.js';

/**
 * The customer's tickets, among `ticketIds`, that may still be passed on (sent by transfer or put
 * on resale) as the database stands when the statement runs: still the customer's, holding their
 * seat in one of `states`, their order confirmed, and neither sent nor listed. A write built on it
 * (INSERT … SELECT) writes nothing for a ticket a cancellation refunded since the caller's checks
 * read it, so the database judges, not the earlier read. The same conditions guard a holder save
 * (storeHolderChange), which takes the same order locks.
 */
export function passableTickets(db: Db, customerId: number, ticketIds: readonly number[], states: readonly TicketState[]) {
  return db.selectFrom('seat_tickets as t')
    .where('t.id', 'in', ticketIds.length > 0 ? [...ticketIds] : [0])
    .where('t.owner_customer_id', '=', customerId).where('t.active', '=', 1).where('t.state', 'in', [...states])
    .where((eb) => eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.id', '=', 't.order_id').where('o.status', '=', 'confirmed')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('transfers as tr').select('tr.id').whereRef('tr.seat_ticket_id', '=', 't.id').where('tr.status', '<>', 'cancelled'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('resale_listings as l').select('l.id').whereRef('l.seat_ticket_id', '=', 't.id').where('l.status', '<>', 'cancelled'))));
}

/**
 * Shares the locks of the tickets' orders until the transaction ends (PostgreSQL; SQLite runs one
 * write transaction at a time). A cancellation updates the order row first: taken before the
 * checks read the tickets, this lock makes a send or listing either wait for a cancellation in
 * flight and then read its outcome, or make the cancellation wait, which then sees what was
 * written and takes it back. Without it, a cancellation committing between this statement's
 * snapshot and the commit would miss the new row.
 */
export async function shareOrdersOfTickets(dialect: Dialect, trx: Db, ticketIds: readonly number[]): Promise<void> {
  if (dialect !== 'postgres' || ticketIds.length === 0) return;
  await trx.selectFrom('orders').select('id')
    .where('id', 'in', trx.selectFrom('seat_tickets').select('order_id').where('id', 'in', [...ticketIds]))
    .orderBy('id').forShare().execute();
}

/** True when `db` talks to PostgreSQL, for code that is handed a transaction but not the app. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
