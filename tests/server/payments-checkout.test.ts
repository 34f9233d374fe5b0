import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { sweepExpiredOrders } from '../../src/server/services/orders/expiry-sweeper.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const order = (id: number) => w.t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reason = (res: { json: () => unknown }) => (res.json() as { error: { details?: { reason?: string } } }).error.details?.reason;

describe('POST /api/checkout', () => {
  it('records the payment and the schedule, marks the transaction in progress and answers the provider page', async () => {
    const id = await w.hold(2); // 2 x 6000 = 12000 cents: in full or 3 instalments
    const res = await w.checkout(id, 3);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.redirectUrl).toBe(`/payment/test/${body.paymentReference}`);
    expect(body.totalAmount).toBe(12_000);
    expect(body.schedule.map((s: { amount: number }) => s.amount)).toEqual([4000, 4000, 4000]);
    const row = await order(id);
    expect(row.has_transaction_in_progress).toBe(1);
    expect(row.number_of_installments).toBe(3);
    const installments = await w.t.app.db.selectFrom('installments').selectAll().where('order_id', '=', id).orderBy('position').execute();
    expect(installments.map((i) => [i.position, i.amount, i.status])).toEqual([[1, 4000, 'scheduled'], [2, 4000, 'scheduled'], [3, 4000, 'scheduled']]);
    expect(installments[1]?.due_date).toBe('2026-12-22T00:00:00.000Z');
    const payment = await w.t.app.db.selectFrom('payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'test_installment', status: 'pending', amount: 4000, external_reference: body.paymentReference });
  });

  it('uses the plain test kind for payment in full and splits odd totals with the remainder first', async () => {
    const id = await w.hold(1);
    const res = await w.checkout(id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().schedule).toEqual([{ position: 1, dueDate: '2026-11-22T00:00:00.000Z', amount: 6000 }]);
    expect((await w.t.app.db.selectFrom('payments').select('provider').executeTakeFirstOrThrow()).provider).toBe('test');
  });

  it('refuses an option the total does not allow (min/max from the config)', async () => {
    const id = await w.hold(1); // 6000 < 10000 minimum of 3 instalments
    for (const count of [3, 10, 2]) {
      const res = await w.checkout(id, count);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('PAYMENT_NOT_INITIATED');
      expect(reason(res)).toBe('PAYMENT_OPTION_NOT_OFFERED');
    }
    expect((await order(id)).has_transaction_in_progress).toBe(0);
    expect(await w.t.app.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });

  it('refuses above the maximum of payment in full', async () => {
    await w.close();
    w = await paymentWorld({ singlePayment: { numberOfInstallments: 1, minimumAmount: 0, maximumAmount: 5999 } });
    const id = await w.hold(1);
    expect(reason(await w.checkout(id, 1))).toBe('PAYMENT_OPTION_NOT_OFFERED');
  });

  it('answers 404 for another customer\'s order and 401 when signed out', async () => {
    const id = await w.hold(1);
    const foreign = await w.checkout(id, 1, w.other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND');
    const anonymous = await w.checkout(id, 1, { cookie: 'csrf=x', 'x-csrf-token': 'x' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an expired hold, a payment already in progress and an order that is not on hold', async () => {
    const expired = await w.hold(1);
    w.advance(601);
    expect(reason(await w.checkout(expired, 1))).toBe('ORDER_EXPIRED');
    // Still said to be expired once the sweep has ended the hold, not "paid, cancelled or ended".
    await sweepExpiredOrders(w.t.app);
    expect(reason(await w.checkout(expired, 1))).toBe('ORDER_EXPIRED');

    const id = await w.hold(1, w.buyer, 1);
    expect((await w.checkout(id, 1)).statusCode).toBe(200);
    const again = await w.checkout(id, 1);
    expect(again.statusCode).toBe(409);
    expect(reason(again)).toBe('ORDER_PAYMENT_IN_PROGRESS');

    const ref = (await w.t.app.db.selectFrom('payments').select('external_reference').where('order_id', '=', id).executeTakeFirstOrThrow()).external_reference;
    await w.notify(ref, 'success');
    expect(reason(await w.checkout(id, 1))).toBe('ORDER_NOT_ONHOLD');
  });

  it('validates the body with 400 codes', async () => {
    expect((await w.post('/api/checkout', { orderId: 'x' })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await w.post('/api/checkout', { orderId: 1, numberOfInstallments: 0 })).statusCode).toBe(400);
    expect((await w.post('/api/checkout', { orderId: 1, numberOfInstallments: 1, promoCodeIds: ['a'] })).statusCode).toBe(400);
  });

  it('starts no payment unless the terms of sale are accepted', async () => {
    const orderId = await w.hold(1);
    for (const extra of [{ termsAccepted: false }, { termsAccepted: 'true' }, { termsAccepted: undefined }]) {
      const res = await w.checkout(orderId, 1, w.buyer, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('TERMS_NOT_ACCEPTED');
    }
    expect(await w.t.app.db.selectFrom('payments').select('id').execute()).toHaveLength(0);
    expect((await w.checkout(orderId)).statusCode).toBe(200);
  });

  it('keeps an order whose payment is in progress out of the expiry sweep (within the pending window)', async () => {
    const id = await w.hold(1);
    await w.pay(id);
    // Past the 600 s hold, inside the 30-minute pending window (payments-pending-window.test.ts covers its end).
    w.advance(2000);
    await sweepExpiredOrders(w.t.app);
    expect((await order(id)).status).toBe('onhold');
    const status = (await w.status(id)).json();
    expect(status.outcome).toBe('pending');
  });

  it('GET /api/checkout/options lists the offered options with their schedules', async () => {
    const id = await w.hold(5, w.buyer); // 30000: all three options
    const res = await w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${id}`, headers: w.buyer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalAmount).toBe(30_000);
    // The hold's end, for the page's countdown: the order's own.
    const held = await w.t.app.db.selectFrom('orders').select('expiry_datetime').where('id', '=', id).executeTakeFirstOrThrow();
    expect(body.expiryDatetime).toBe(held.expiry_datetime);
    expect(Date.parse(body.expiryDatetime)).toBeGreaterThan(w.t.clock.now.getTime());
    expect(body.options.map((o: { numberOfInstallments: number }) => o.numberOfInstallments)).toEqual([1, 3, 10]);
    for (const option of body.options) {
      expect(option.schedule.reduce((s: number, i: { amount: number }) => s + i.amount, 0)).toBe(30_000);
    }
    const foreign = await w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${id}`, headers: w.other });
    expect(foreign.statusCode).toBe(404);
  });

  it('GET /api/checkout/options offers nothing for an order that can no longer be paid', async () => {
    const options = (id: number) => w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${id}`, headers: w.buyer });
    const paying = await w.hold(1, w.buyer, 1);
    await w.pay(paying);
    expect((await options(paying)).json().error.code).toBe('ORDER_PAYMENT_IN_PROGRESS');
    const expired = await w.hold(1, w.buyer, 3);
    w.advance(601);
    const answer = await options(expired);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('ORDER_EXPIRED');
    // Still expired once the sweep has ended the hold; a confirmed order is simply not payable again.
    await sweepExpiredOrders(w.t.app);
    expect((await options(expired)).json().error.code).toBe('ORDER_EXPIRED');
    const paid = await w.hold(1, w.buyer, 5);
    await w.notify(await w.pay(paid), 'success');
    expect((await options(paid)).json().error.code).toBe('ORDER_NOT_ONHOLD');
  });
});
