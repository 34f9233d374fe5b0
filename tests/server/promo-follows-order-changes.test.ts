/**
 * A promo code is weighed against the order as it is paid: adding extras or more seats to an
 * order that already carries a code weighs the code again, so a code capped by a maximum order
 * amount does not stay on an order grown past that maximum.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { insertPromoCode, revealEveryCode } from './helpers/promo-fixtures.js';

/** One seat of paymentWorld costs 6000 cents; this code takes 10 % off orders up to 7000. */
const MAXIMUM = 7000;

let w: PaymentWorld;
let code: number;
beforeEach(async () => {
  w = await paymentWorld();
  code = await insertPromoCode(w.t.app.db, { name: 'SMALL', maximum_order_amount: MAXIMUM });
  await revealEveryCode(w.t.app.db);
});
afterEach(async () => w.close());

/** A one-seat order carrying the code (600 off). */
async function discountedOrder(): Promise<number> {
  const orderId = await w.hold(1);
  const res = await w.post('/api/proxy/promo-code/evaluate', { orderId, promoCodeIds: [code] });
  expect(res.json().promoCodeErrors).toEqual([]);
  expect(res.json().promoCodeDiscounts).toEqual([{ promoCodeId: code, amount: 600 }]);
  return orderId;
}

async function checkoutTotal(orderId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await w.checkout(orderId, 1, w.buyer, extra);
  expect(res.statusCode).toBe(200);
  return res.json().totalAmount as number;
}

describe('a promo code with a maximum order amount', () => {
  it('is dropped when extras take the order past the maximum', async () => {
    const orderId = await discountedOrder();
    const added = await w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.parking, quantity: 1 }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().order.grossAmount).toBe(7500);
    expect(added.json().order.discountAmount).toBe(0);
    expect(await checkoutTotal(orderId)).toBe(7500);
  });

  it('is dropped when another seat joins the order past the maximum', async () => {
    const orderId = await discountedOrder();
    expect(await w.hold(1, w.buyer, 1)).toBe(orderId);
    const applied = await w.t.app.db.selectFrom('order_promo_codes').select('promo_code_id').where('order_id', '=', orderId).execute();
    expect(applied).toEqual([]);
    expect(await checkoutTotal(orderId)).toBe(12000);
  });

  it('stays while the order is still within the maximum', async () => {
    const orderId = await discountedOrder();
    const added = await w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.card, quantity: 1 }] });
    expect(added.statusCode).toBe(200);
    // 6500 gross: the code takes 10 % of each line, the card's 50 included.
    expect(await checkoutTotal(orderId)).toBe(6500 - 650);
  });
});

describe('a promo code withdrawn after it was applied', () => {
  it('is weighed again at the checkout: the payment is refused and the order keeps its code and amounts', async () => {
    const orderId = await discountedOrder();
    await w.t.app.db.updateTable('promo_codes').set({ is_active: 0 }).where('id', '=', code).execute();
    // The checkout sends no codes (the order's own) or the same ones: both are refused.
    for (const extra of [{}, { promoCodeIds: [code] }]) {
      const res = await w.checkout(orderId, 1, w.buyer, extra);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.reason).toBe('PROMO_CODE_REFUSED');
      expect(res.json().error.details.promoCodeErrors).toHaveLength(1);
    }
    const order = await w.t.app.db.selectFrom('orders').select(['discount_amount', 'has_transaction_in_progress']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([Number(order.discount_amount), order.has_transaction_in_progress]).toEqual([-600, 0]);
    expect(await w.t.app.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    // Without the code (the summary clears it), the full price is paid.
    expect(await checkoutTotal(orderId, { promoCodeIds: [] })).toBe(6000);
  });
});
