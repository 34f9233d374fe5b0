import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.js';
import { insertCustomer } from './helpers/test-app.js';
import { insertOrder, promoVenueWithCustomer } from './helpers/promo-fixtures.js';
import type { PromoVenue } from './helpers/promo-fixtures.js';
import { readForHold } from '../../src/server/db/repositories/hold-reads.js';
import { unpaidOrdersOf } from '../../src/server/db/repositories/unpaid-orders.js';

// The hold's single read goes through JSON on both databases: what it answers must be what the
// separate reads answer, types included (numbers stay numbers, flags stay 0/1).
describe('readForHold', () => {
  let t: TestApp;
  let venue: PromoVenue;
  let customerId: number;

  beforeEach(async () => {
    ({ t, venue, customerId } = await promoVenueWithCustomer());
  });
  afterEach(() => t.close());

  it('answers the unpaid orders as unpaidOrdersOf does, and the seats with their live and lapsed holds', async () => {
    const now = t.clock.now;
    const nowIso = now.toISOString();
    const mine = await insertOrder(t.app.db, venue, { customerId, now, seats: [{ gross: 3000 }, { gross: 1500, productIndex: 1 }] });
    const otherId = await insertCustomer(t.app, { email: 'other@example.com' });
    const others = await insertOrder(t.app.db, venue, { customerId: otherId, now, seats: [{ gross: 3000 }] });
    const lapsed = await insertOrder(t.app.db, venue, { customerId: otherId, now, seats: [{ gross: 3000 }], expiresInMinutes: -1 });
    const free = venue.seatIds[0]!;
    const ticketSeats = await t.app.db.selectFrom('seat_tickets').select(['id', 'seat_id', 'order_id'])
      .where('order_id', 'in', [mine.orderId, others.orderId, lapsed.orderId]).execute();
    const seatOf = new Map(ticketSeats.map((r) => [r.id, r.seat_id]));
    const wanted = [seatOf.get(mine.seatTicketIds[0]!)!, seatOf.get(others.seatTicketIds[0]!)!, seatOf.get(lapsed.seatTicketIds[0]!)!, free, 999_999];

    const read = await readForHold(t.app.db, t.app.dialect, { customerId, nowIso, arenaId: venue.arenaId, seatIds: wanted, eventIds: [venue.eventIds[0]] });

    expect(read.unpaid).toEqual(await unpaidOrdersOf(t.app.db, customerId, nowIso));
    expect(read.unpaid.orders.map((o) => o.id)).toEqual([mine.orderId]);
    expect(read.unpaid.tickets.map((ticket) => ticket.id).sort((a, b) => a - b)).toEqual([...mine.seatTicketIds].sort((a, b) => a - b));
    // The unknown seat is left out; the others come with the columns the plan reads, as numbers.
    expect([...read.seats.keys()].sort((a, b) => a - b)).toEqual(wanted.slice(0, 4).sort((a, b) => a - b));
    const seat = read.seats.get(free)!;
    const stored = await t.app.db.selectFrom('seats').selectAll().where('id', '=', free).executeTakeFirstOrThrow();
    expect(seat).toMatchObject({ id: free, blockId: stored.block_id, arenaId: venue.arenaId, categoryId: stored.category_id, row: stored.row, rowName: stored.row_name, seatNumber: stored.seat_number });
    const holds = [...read.holds].sort((a, b) => a.ticketId - b.ticketId);
    expect(holds).toEqual([
      { ticketId: mine.seatTicketIds[0], eventId: venue.eventIds[0], seatId: wanted[0], orderId: mine.orderId, expired: false },
      { ticketId: others.seatTicketIds[0], eventId: venue.eventIds[0], seatId: wanted[1], orderId: others.orderId, expired: false },
      { ticketId: lapsed.seatTicketIds[0], eventId: venue.eventIds[0], seatId: wanted[2], orderId: lapsed.orderId, expired: true },
    ]);
  });

  it('reads the unpaid orders alone when no seat is asked for, and leaves out another arena', async () => {
    const nowIso = t.clock.now.toISOString();
    const none = await readForHold(t.app.db, t.app.dialect, { customerId, nowIso, arenaId: venue.arenaId, seatIds: [], eventIds: [venue.eventIds[0]] });
    expect(none).toEqual({ unpaid: { orders: [], tickets: [] }, seats: new Map(), holds: [] });
    const elsewhere = await readForHold(t.app.db, t.app.dialect, { customerId, nowIso, arenaId: venue.arenaId + 1, seatIds: venue.seatIds.slice(0, 2), eventIds: [venue.eventIds[0]] });
    expect(elsewhere.seats.size).toBe(0);
  });
});
