import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { SeatStatus } from '../../../seatmap/model/types.js';
import { stillHolds } from '../../db/repositories/inventory-repository.js';
import { pendingPaymentDeadline } from '../../../domain/payment/pending-window.js';

export interface EventSeatStatus {
  eventId: number;
  arenaId: number;
  geometryVersion: string;
  /** One byte per seat position (`SeatStatus` codes). */
  status: Uint8Array;
  /** When the first hold counted here lapses by time alone (no write marks it), or null. */
  nextRelease: Date | null;
}

/**
 * The live status of every seat of an event, in one query: an active ticket of a confirmed order
 * makes its seat sold (resale when an on-sale listing exists for it), an active ticket of an
 * on-hold order that has not expired at `now` (see domain/payment/pending-window for one being
 * paid) makes it on hold; every other seat is available.
 * Null when the event does not exist.
 */
export async function loadSeatStatus(db: Db, eventId: number, now: Date): Promise<EventSeatStatus | null> {
  const event = await db
    .selectFrom('events')
    .innerJoin('arenas', 'arenas.id', 'events.arena_id')
    .select(['arenas.id as arenaId', 'arenas.geometry_version', 'arenas.seat_count'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  if (!event) return null;

  const rows = await db
    .selectFrom('seat_tickets as t')
    .innerJoin('seats as s', 's.id', 't.seat_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      's.seat_index as i',
      // A non-correlated IN is evaluated once into a hashed set on SQLite and PostgreSQL alike;
      // a join on resale_listings.seat_ticket_id (not indexed) scanned listings once per ticket.
      sql<number>`case when o.status <> 'confirmed' then ${SeatStatus.OnHold}
        when t.id in (select seat_ticket_id from resale_listings where status = 'on_sale') then ${SeatStatus.Resale}
        else ${SeatStatus.Sold} end`.as('code'),
      sql<string | null>`case when o.status = 'onhold' then o.expiry_datetime end`.as('expiry'),
      'o.has_transaction_in_progress as paying',
    ])
    .where('t.event_id', '=', eventId)
    .where('s.arena_id', '=', event.arenaId)
    // The same rule as the hold check (inventory-repository): what the map shows taken is what a hold is refused on.
    .where((eb) => stillHolds(eb, now.toISOString()))
    .execute();

  const status = new Uint8Array(event.seat_count);
  let nextRelease = Infinity;
  for (const row of rows) {
    if (row.expiry !== null) {
      const releaseAt = Number(row.paying) === 1 ? pendingPaymentDeadline(row.expiry).getTime() : Date.parse(row.expiry);
      if (releaseAt < nextRelease) nextRelease = releaseAt;
    }
    const code = Number(row.code);
    // One active ticket per seat is enforced by the schema; should rows repeat, the highest code wins.
    if (row.i >= 0 && row.i < status.length && code > status[row.i]!) status[row.i] = code;
  }
  const release = Number.isFinite(nextRelease) ? new Date(nextRelease) : null;
  return { eventId, arenaId: event.arenaId, geometryVersion: event.geometry_version, status, nextRelease: release };
}
