import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { sweepExpiredOrders } from '../../src/server/services/orders/expiry-sweeper.js';

/**
 * A fan who comes back from the provider's page (the browser's Back) leaves the attempt: the order
 * becomes payable again, and the attempt they left can never sell it, twice or at all.
 */
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const abandon = (orderId: unknown, headers = w.buyer) => w.post('/api/checkout/abandon', { orderId }, headers);
const order = (id: number) => w.t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payment = (reference: string) => w.t.app.db.selectFrom('payments').selectAll().where('external_reference', '=', reference).executeTakeFirstOrThrow();
const options = (id: number) => w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${id}`, headers: w.buyer });

describe('POST /api/checkout/abandon', () => {
  it('gives the order back as a hold that can be paid again, and closes the attempt left', async () => {
    const id = await w.hold(2);
    const first = await w.pay(id, 3);
    expect((await options(id)).json().error.code).toBe('ORDER_PAYMENT_IN_PROGRESS');

    const res = await abandon(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderId: id, result: 'abandoned' });
    expect((await order(id))).toMatchObject({ status: 'onhold', has_transaction_in_progress: 0 });
    expect((await payment(first)).status).toBe('error');
    expect(await w.t.app.db.selectFrom('installments').select('id').where('order_id', '=', id).execute()).toEqual([]);
    expect((await options(id)).statusCode).toBe(200);
    // The provider's page of the attempt left takes no more choices.
    const page = await w.t.app.inject({ method: 'GET', url: `/payment/test/${first}`, headers: w.buyer });
    expect(page.statusCode).toBe(409);

    const second = await w.pay(id, 1);
    expect(second).not.toBe(first);
    expect((await w.notify(second, 'success')).body.result).toBe('confirmed');
    expect((await order(id)).status).toBe('confirmed');
  });

  it('a success of the attempt left, arriving late, sells nothing and asks for a refund', async () => {
    const id = await w.hold(1);
    const left = await w.pay(id);
    expect((await abandon(id)).json().result).toBe('abandoned');
    const late = await w.notify(left, 'success');
    expect(late.body.result).toBe('refund_required');
    expect(await order(id)).toMatchObject({ status: 'onhold', anomaly_code: 'overpaid_transaction_not_refunded' });
    expect((await payment(left)).status).toBe('refund_required');
  });

  it('changes nothing when called again, or when no payment is in progress', async () => {
    const id = await w.hold(1);
    expect((await abandon(id)).json().result).toBe('abandoned');
    const reference = await w.pay(id);
    expect((await abandon(id)).statusCode).toBe(200);
    const settled = await payment(reference);
    expect((await abandon(id)).json().result).toBe('abandoned');
    expect(await payment(reference)).toEqual(settled);
    expect((await w.t.app.db.selectFrom('payments').select('id').where('order_id', '=', id).execute())).toHaveLength(1);
  });

  it('answers 404 for another customer\'s order, 401 signed out, 409 for a paid order and 400 without an order', async () => {
    const id = await w.hold(1);
    await w.pay(id);
    const foreign = await abandon(id, w.other);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await order(id)).has_transaction_in_progress).toBe(1);
    expect((await abandon(id, { cookie: 'csrf=x', 'x-csrf-token': 'x' })).statusCode).toBe(401);
    expect((await abandon('x')).json().error.code).toBe('VALIDATION_FAILED');

    const paid = await w.hold(1, w.buyer, 2);
    await w.notify(await w.pay(paid), 'success');
    const late = await abandon(paid);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'ORDER_NOT_ONHOLD']);
    expect((await order(paid)).status).toBe('confirmed');
  });

  it('an attempt left after the hold ran out ends the hold: the seats go back to sale', async () => {
    const id = await w.hold(1);
    await w.pay(id);
    w.advance(700); // past the 600 s hold, inside the pending-payment window
    await sweepExpiredOrders(w.t.app);
    expect((await order(id)).status).toBe('onhold');
    expect((await abandon(id)).json().result).toBe('abandoned');
    expect((await options(id)).json().error.code).toBe('ORDER_EXPIRED');
    await sweepExpiredOrders(w.t.app);
    expect((await order(id)).status).not.toBe('onhold');
  });
});
