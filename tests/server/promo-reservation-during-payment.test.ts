/**
 * A promo code applied to an order whose payment is in progress stays reserved for that order
 * until the payment's window ends (the order can still be confirmed until then), even though the
 * hold's own expiry has passed: the same customer cannot put a once-per-customer code on a second
 * order meanwhile and get it twice, and a last use is not promised to two orders.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { insertPromoCode, revealEveryCode } from './helpers/promo-fixtures.js';
import { PENDING_PAYMENT_WINDOW_SECONDS } from '../../src/domain/payment/index.js';

/** paymentWorld holds seats for 600 s. */
const HOLD_SECONDS = 600;

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

async function evaluate(orderId: number, promoCodeIds: number[], headers = w.buyer) {
  await revealEveryCode(w.t.app.db);
  const res = await w.post('/api/proxy/promo-code/evaluate', { orderId, promoCodeIds }, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { promoCodeErrors: { promoCodeId: number; code: string }[]; promoCodeDiscounts: unknown[] };
}

/** An order of the buyer carrying `code`, its payment started and left pending past the hold's expiry. */
async function paymentPendingPastExpiry(code: number): Promise<{ orderId: number; ref: string }> {
  const orderId = await w.hold(1);
  expect((await evaluate(orderId, [code])).promoCodeErrors).toEqual([]);
  const ref = await w.pay(orderId);
  w.advance(HOLD_SECONDS + 60);
  return { orderId, ref };
}

describe('a promo code on an order being paid', () => {
  it('stays the customer’s one use: a second order of theirs is refused it, and both cannot be sold discounted', async () => {
    const code = await insertPromoCode(w.t.app.db, { name: 'ONCE', per_customer_usage_limit: 1 });
    const first = await paymentPendingPastExpiry(code);

    const second = await w.hold(1, w.buyer, 1);
    expect((await evaluate(second, [code])).promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_INVALID_FOR_CUSTOMER' }]);

    // The first payment succeeds inside its window: that order is sold with the code, used once.
    expect((await w.notify(first.ref, 'success')).body.result).toBe('confirmed');
    const usages = await w.t.app.db.selectFrom('promo_code_usages').select('order_id').where('promo_code_id', '=', code).execute();
    expect(usages.map((u) => u.order_id)).toEqual([first.orderId]);
    const secondOrder = await w.t.app.db.selectFrom('orders').select('discount_amount').where('id', '=', second).executeTakeFirstOrThrow();
    expect(Number(secondOrder.discount_amount)).toBe(0);
  });

  it('keeps its last use from another customer until the payment window ends', async () => {
    const code = await insertPromoCode(w.t.app.db, { name: 'LAST', usage_limit: 1 });
    await paymentPendingPastExpiry(code);

    const others = await w.hold(1, w.other, 1);
    expect((await evaluate(others, [code], w.other)).promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_USAGE_LIMIT_REACHED' }]);

    // Past the window the first order can no longer be sold: its use is free again.
    w.advance(PENDING_PAYMENT_WINDOW_SECONDS);
    const later = await w.hold(1, w.other, 2);
    expect((await evaluate(later, [code], w.other)).promoCodeErrors).toEqual([]);
  });
});
