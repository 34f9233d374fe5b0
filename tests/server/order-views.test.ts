import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.js';
import { insertOrder, insertPromoCode, promoVenueWithCustomer } from './helpers/promo-fixtures.js';
import type { PromoVenue } from './helpers/promo-fixtures.js';
import { loadOrderViews } from '../../src/server/db/repositories/order-view-repository.js';

describe('loadOrderViews', () => {
  let t: TestApp;
  let venue: PromoVenue;
  let customerId: number;

  beforeEach(async () => {
    ({ t, venue, customerId } = await promoVenueWithCustomer());
  });
  afterEach(() => t.close());

  it('gives each order its own codes by rank, none to an order without, in the order asked', async () => {
    const plain = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 3000 }], ancillaries: [] });
    const coded = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 1000 }, { gross: 2000 }], ancillaries: [{ gross: 500 }, { gross: 700 }] });
    const first = await insertPromoCode(t.app.db, { name: 'FIRST' });
    const second = await insertPromoCode(t.app.db, { name: 'SECOND', description: 'Second code' });
    // Written rank 2 first: the view sorts by rank, not by insertion.
    await t.app.db.insertInto('order_promo_codes').values([
      { order_id: coded.orderId, promo_code_id: second, rank: 2, discount_amount: 100 },
      { order_id: coded.orderId, promo_code_id: first, rank: 1, discount_amount: 200 },
    ]).execute();

    const views = await loadOrderViews(t.app.db, [coded.orderId, 999_999, plain.orderId]);
    expect(views.map((v) => v.orderId)).toEqual([coded.orderId, plain.orderId]);
    expect(views[0]!.appliedDiscounts).toEqual([
      { rank: 1, promoCode: { id: first, name: 'FIRST', description: null } },
      { rank: 2, promoCode: { id: second, name: 'SECOND', description: 'Second code' } },
    ]);
    expect(views[1]!.appliedDiscounts).toEqual([]);
    // Codes and extras do not multiply each other or the tickets: two seats and two extras, once each.
    const seats = views[0]!.ticketGroups.flatMap((g) => g.seatTickets);
    expect(seats.map((s) => s.id).sort((a, b) => a - b)).toEqual([...coded.seatTicketIds].sort((a, b) => a - b));
    expect(views[0]!.ticketGroups.flatMap((g) => g.ancillaryTickets).map((a) => a.grossAmount).sort((a, b) => a - b)).toEqual([500, 700]);
    expect(views[1]!.ticketGroups.flatMap((g) => g.ancillaryTickets)).toEqual([]);
  });
});
