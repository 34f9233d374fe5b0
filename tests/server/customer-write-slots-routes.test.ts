/**
 * Every route that writes under the customer's or their order's lock takes one of the customer's
 * write slots, not only the order calls: with the slots taken (a burst in flight), the extras,
 * promo code, GraphQL ticket update and resale calls are refused at once with 429 RATE_LIMITED
 * instead of queueing on the lock with a database connection each. The slots are taken directly,
 * which on SQLite stands in for a burst that overlaps (only PostgreSQL overlaps one for real).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { WRITES_IN_FLIGHT_PER_CUSTOMER, withCustomerWriteSlot } from '../../src/server/http/customer-write-slots.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

/** Takes all of the customer's slots until the returned function is called. */
function takeSlots(customerId: number): () => Promise<void> {
  const releases: Array<() => void> = [];
  const held = Array.from({ length: WRITES_IN_FLIGHT_PER_CUSTOMER }, () =>
    withCustomerWriteSlot(w.t.app, customerId, () => new Promise<void>((resolve) => releases.push(resolve))));
  return async () => {
    for (const release of releases) release();
    await Promise.all(held);
  };
}

const gqlUpdate = (orderId: number, ticketIds: number[]) => w.t.app.inject({
  method: 'POST', url: '/api/proxy/graphql', headers: w.buyer,
  payload: { query: 'mutation($orderId: ID!, $ticketIds: [ID!]) { updateTicketsOnOrder(orderId: $orderId, ticketIds: $ticketIds) }', variables: { orderId, ticketIds } },
});

describe('write slots beyond the order calls', () => {
  it('refuses the extras, promo code, GraphQL update and resale writes of a customer whose slots are all in flight', async () => {
    const orderId = await w.hold(2);
    const ticketIds = (await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((r) => r.id);
    const release = takeSlots(w.buyerId);

    const ancillaries = await w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.parking, quantity: 1 }] });
    expect([ancillaries.statusCode, ancillaries.json().error?.code]).toEqual([429, 'RATE_LIMITED']);
    const promo = await w.post('/api/proxy/promo-code/evaluate', { orderId, promoCodeIds: [] });
    expect([promo.statusCode, promo.json().error?.code]).toEqual([429, 'RATE_LIMITED']);
    const update = await gqlUpdate(orderId, ticketIds.slice(0, 1));
    expect(update.json().errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const sell = await w.post(`/api/resale/tickets/${ticketIds[0]}/sell`, { price: 4500 });
    expect([sell.statusCode, sell.json().error?.code]).toEqual([429, 'RATE_LIMITED']);
    // Refused writes changed nothing: both tickets are still on the order.
    const active = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).where('active', '=', 1).execute();
    expect(active.length).toBe(2);

    // Another customer is not held back meanwhile.
    const othersOrder = await w.hold(1, w.other, 5);
    const otherPromo = await w.post('/api/proxy/promo-code/evaluate', { orderId: othersOrder, promoCodeIds: [] }, w.other);
    expect(otherPromo.statusCode).toBe(200);

    // Once the burst ends, the same calls are served.
    await release();
    expect((await w.post('/api/proxy/promo-code/evaluate', { orderId, promoCodeIds: [] })).statusCode).toBe(200);
    expect((await w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.parking, quantity: 1 }] })).statusCode).toBe(200);
    const updated = await gqlUpdate(orderId, ticketIds.slice(0, 1));
    expect(updated.json().data?.updateTicketsOnOrder).toBe(orderId);
  });
});
