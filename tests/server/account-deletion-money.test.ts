/**
 * Deleting an account while money still moves: a payment under way or instalments left refuse
 * the deletion; unpaid holds end with it, their seats free at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { SeatStatus } from '../../src/seatmap/model/types.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
const deleteBuyer = () => w.t.app.inject({ method: 'DELETE', url: `/api/customer/${w.buyerId}`, headers: w.buyer });
const refusal = async () => {
  const res = await deleteBuyer();
  return [res.statusCode, res.json().error?.code, res.json().error?.details?.reason];
};
const buyerEmail = async () => (await db().selectFrom('customers').select('email').where('id', '=', w.buyerId).executeTakeFirstOrThrow()).email;

describe('account deletion while a payment is due', () => {
  it('is refused while a payment is under way, allowed once it has confirmed the order', async () => {
    const orderId = await w.hold(1);
    const reference = await w.pay(orderId);
    expect(await refusal()).toEqual([409, 'ACCOUNT_HAS_PAYMENTS_DUE', 'payment_in_progress']);
    expect(await buyerEmail()).toBe('buyer@example.com');
    expect((await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('onhold');

    expect((await w.notify(reference, 'success')).body.result).toBe('confirmed');
    const deleted = await deleteBuyer();
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { mode: 'anonymised' }]);
  });

  it('is refused while a confirmed order has instalments to pay, allowed after the last one', async () => {
    const orderId = await w.hold(2);
    expect((await w.notify(await w.pay(orderId, 3), 'success')).body.result).toBe('confirmed');
    expect(await refusal()).toEqual([409, 'ACCOUNT_HAS_PAYMENTS_DUE', 'installments_due']);
    await db().updateTable('installments').set({ status: 'overdue' }).where('order_id', '=', orderId).where('position', '=', 2).execute();
    expect(await refusal()).toEqual([409, 'ACCOUNT_HAS_PAYMENTS_DUE', 'installments_due']);

    await db().updateTable('installments').set({ status: 'paid' }).where('order_id', '=', orderId).execute();
    expect((await deleteBuyer()).statusCode).toBe(200);
    expect(await buyerEmail()).toMatch(/@deleted\.invalid$/);
  });

  it('does not wait for a payment whose hold has run out (a late success is refunded)', async () => {
    const orderId = await w.hold(1);
    await w.pay(orderId);
    w.advance(24 * 3600);
    expect((await deleteBuyer()).statusCode).toBe(200);
    expect((await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('abandoned');
  });
});

describe('account deletion with unpaid holds', () => {
  it('abandons them: seats free at once for others and in the live seat status', async () => {
    const versionRes = await w.t.app.inject({ method: 'GET', url: `/api/events/${w.shop.events.first}/seat-status` });
    const orderId = await w.hold(2);
    const held = (await w.t.app.inject({ method: 'GET', url: `/api/events/${w.shop.events.first}/seat-status/changes?since=${encodeURIComponent(versionRes.headers['x-status-version'] as string)}` })).json();

    expect((await deleteBuyer()).statusCode).toBe(200);
    const order = await db().selectFrom('orders').select(['status', 'has_transaction_in_progress']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'abandoned', has_transaction_in_progress: 0 });
    const tickets = await db().selectFrom('seat_tickets').select(['state', 'active']).where('order_id', '=', orderId).execute();
    expect(tickets).toEqual([{ state: 'failed', active: 0 }, { state: 'failed', active: 0 }]);

    const seats = await db().selectFrom('seats').select('seat_index').where('id', 'in', w.shop.blocks.n1.seatIds.slice(0, 2)).orderBy('seat_index').execute();
    const freed = (await w.t.app.inject({ method: 'GET', url: `/api/events/${w.shop.events.first}/seat-status/changes?since=${encodeURIComponent(held.version as string)}` })).json();
    expect(freed.changes).toEqual(expect.arrayContaining(seats.flatMap((s) => [s.seat_index, SeatStatus.Available])));
    // Another fan can hold the same seats straight away, before the hold would have run out.
    expect(await w.hold(2, w.other)).toBeGreaterThan(orderId);
  });
});

describe('account deletion racing a checkout (side by side on PostgreSQL)', () => {
  it('never deletes an account whose payment started at the same moment', async () => {
    for (let round = 0; round < 6; round += 1) {
      const customerId = await insertCustomer(w.t.app, { email: `racer-${round}@example.com` });
      const headers = await signInHeaders(w.t.app, customerId);
      const orderId = await w.hold(1, headers, round);
      const [paid, deleted] = await Promise.all([
        w.checkout(orderId, 1, headers),
        w.t.app.inject({ method: 'DELETE', url: `/api/customer/${customerId}`, headers }),
      ]);
      const order = await db().selectFrom('orders').select(['status', 'has_transaction_in_progress']).where('id', '=', orderId).executeTakeFirstOrThrow();
      const pending = await db().selectFrom('payments').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').execute();
      // The deletion won (the hold ended, no payment began), or the checkout did (the deletion is refused).
      if (deleted.statusCode === 200) expect([paid.statusCode >= 400, order.status, pending]).toEqual([true, 'abandoned', []]);
      else expect([deleted.statusCode, deleted.json().error.code, order, pending.length]).toEqual([409, 'ACCOUNT_HAS_PAYMENTS_DUE', { status: 'onhold', has_transaction_in_progress: 1 }, 1]);
    }
  }, 120_000);
});
