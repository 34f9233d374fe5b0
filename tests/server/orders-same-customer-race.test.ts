/**
 * One customer's holds sent at the same moment are decided one after the other, so the limits
 * that count the customer's unpaid orders hold under concurrency: the seats join one cart (or at
 * most MAX_UNPAID_ORDERS orders), never one new order per request. SQLite runs one write
 * transaction at a time anyway; on PostgreSQL (`npm run test:pg`) this failed while each hold
 * read the customer's unpaid orders without a lock: ten requests made seven orders and held all ten seats
 * past the per-event limit of six.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { scaleRateLimitsEachTest } from './helpers/rate-limit-scale.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { MAX_UNPAID_ORDERS } from '../../src/server/services/orders/create-order.js';

const REQUESTS = 10;

// A node takes only a few of one customer's writes at once (customer-write-slots); several
// nodes take more between them. Without that bound, all ten reach the database together here.
scaleRateLimitsEachTest(0);
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const holdSeat = (index: number) => {
  const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[index]!], w.shop.products.full);
  const tickets = cart.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } }));
  return w.post('/api/order/create-order-with-tickets', { ...cart, tickets });
};

describe('one customer holding seats in parallel requests', () => {
  it('keeps within the unpaid orders and per-event limits: the seats share the cart, the surplus is refused', async () => {
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => holdSeat(i)));
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().error.details as { reason: string; limit: number });
    expect(new Set(refused.map((r) => r.reason))).toEqual(new Set(refused.length > 0 ? ['EVENT_MAX_TICKETS'] : []));
    const orders = await w.t.app.db.selectFrom('orders').select('id').where('customer_id', '=', w.buyerId).where('status', '=', 'onhold').execute();
    expect(orders.length).toBeLessThanOrEqual(MAX_UNPAID_ORDERS);
    expect(orders).toHaveLength(1);
    const held = await w.t.app.db.selectFrom('seat_tickets').select('id').where('owner_customer_id', '=', w.buyerId).where('active', '=', 1).execute();
    expect(held).toHaveLength(answers.length - refused.length);
    // The fixture's event sells at most this many seats to one customer at a time.
    expect(held.length).toBeLessThanOrEqual(refused[0]?.limit ?? REQUESTS);
  });
});
