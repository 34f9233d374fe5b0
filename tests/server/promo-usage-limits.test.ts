import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { insertOrder, insertPromoCode, insertPromoVenue, revealEveryCode } from './helpers/promo-fixtures.js';
import type { PromoVenue } from './helpers/promo-fixtures.js';
import { consumePromoCodeUses, reapplyOrderPromoCodes } from '../../src/server/services/promo/index.js';
import { AppError } from '../../src/server/errors.js';

describe('promo code usage limits', () => {
  let t: TestApp;
  let venue: PromoVenue;

  beforeEach(async () => {
    t = await createTestApp();
    venue = await insertPromoVenue(t.app.db);
  });
  afterEach(() => t.close());

  async function shopper(email: string) {
    const customerId = await insertCustomer(t.app, { email });
    const headers = await signInHeaders(t.app, customerId);
    const { orderId } = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 2000 }] });
    const evaluate = async (promoCodeIds: number[]) => {
      await revealEveryCode(t.app.db);
      return t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds }, headers });
    };
    return { customerId, orderId, evaluate };
  }

  // On in-memory SQLite the single connection already runs these one at a time; the race bites on
  // PostgreSQL (`npm run test:pg`), where this test fails without the promo code row locks.
  it('customers racing for the last use: exactly one gets it', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'LAST', usage_limit: 3, usage_count: 2 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => shopper(`racer${i}@example.com`)));
    const answers = await Promise.all(shoppers.map((s) => s.evaluate([code])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const winners = answers.filter((a) => a.json().promoCodeDiscounts.length === 1);
    const losers = answers.filter((a) => a.json().promoCodeErrors[0]?.code === 'PROMO_USAGE_LIMIT_REACHED');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(5);
    const reservations = await t.app.db.selectFrom('order_promo_codes').selectAll().where('promo_code_id', '=', code).execute();
    expect(reservations).toHaveLength(1);
  });

  it('the winner keeps its use when it re-evaluates, and it is consumed once on confirmation', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'LAST', usage_limit: 1 });
    const a = await shopper('a@example.com');
    const b = await shopper('b@example.com');
    expect((await a.evaluate([code])).json().promoCodeErrors).toEqual([]);
    expect((await a.evaluate([code])).json().promoCodeErrors).toEqual([]);
    expect((await b.evaluate([code])).json().promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_USAGE_LIMIT_REACHED' }]);

    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'confirmed' }).where('id', '=', a.orderId).execute();
      expect(await consumePromoCodeUses(trx, a.orderId, t.clock.now)).toEqual({ consumedPromoCodeIds: [code] });
    });
    // A replayed confirmation consumes nothing more.
    expect(await consumePromoCodeUses(t.app.db, a.orderId, t.clock.now)).toEqual({ consumedPromoCodeIds: [] });
    const row = await t.app.db.selectFrom('promo_codes').select('usage_count').where('id', '=', code).executeTakeFirstOrThrow();
    expect(row.usage_count).toBe(1);
    const usages = await t.app.db.selectFrom('promo_code_usages').selectAll().execute();
    expect(usages).toMatchObject([{ promo_code_id: code, customer_id: a.customerId, order_id: a.orderId, event_id: venue.eventIds[0] }]);
    expect((await b.evaluate([code])).json().promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_USAGE_LIMIT_REACHED' }]);
  });

  it('an expired or abandoned hold gives its use back', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'LAST', usage_limit: 1 });
    const a = await shopper('a@example.com');
    expect((await a.evaluate([code])).json().promoCodeErrors).toEqual([]);
    await t.app.db.updateTable('orders').set({ status: 'abandoned' }).where('id', '=', a.orderId).execute();
    const b = await shopper('b@example.com');
    expect((await b.evaluate([code])).json().promoCodeErrors).toEqual([]);

    // b's hold expires (15 minutes) while c is shopping: c may take the use.
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000);
    const c = await shopper('c@example.com');
    expect((await c.evaluate([code])).json().promoCodeErrors).toEqual([]);
  });

  it('confirming an order whose reservation expired and was taken fails with 409', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'LAST', usage_limit: 1 });
    const a = await shopper('a@example.com');
    await a.evaluate([code]);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const b = await shopper('b@example.com');
    await b.evaluate([code]);
    await consumePromoCodeUses(t.app.db, b.orderId, t.clock.now);

    const late = consumePromoCodeUses(t.app.db, a.orderId, t.clock.now);
    await expect(late).rejects.toBeInstanceOf(AppError);
    await expect(consumePromoCodeUses(t.app.db, a.orderId, t.clock.now)).rejects.toMatchObject({
      statusCode: 409,
      code: 'PROMO_USAGE_LIMIT_REACHED',
    });
    const row = await t.app.db.selectFrom('promo_codes').select('usage_count').where('id', '=', code).executeTakeFirstOrThrow();
    expect(row.usage_count).toBe(1);
    expect(await t.app.db.selectFrom('promo_code_usages').select('order_id').execute()).toEqual([{ order_id: b.orderId }]);
  });

  it('per-customer limit holds across the customer\'s own concurrent orders', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'ONCE', per_customer_usage_limit: 1 });
    const customerId = await insertCustomer(t.app, { email: 'twotabs@example.com' });
    const headers = await signInHeaders(t.app, customerId);
    // Two at once: a customer has two writes in flight at most (a third is refused RATE_LIMITED).
    const orders = await Promise.all(
      [0, 1].map(() => insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 1000 }] })),
    );
    await revealEveryCode(t.app.db);
    const answers = await Promise.all(
      orders.map((o) =>
        t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId: o.orderId, promoCodeIds: [code] }, headers }),
      ),
    );
    const codes = answers.map((a) => a.json().promoCodeErrors[0]?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'PROMO_INVALID_FOR_CUSTOMER']);
  });

  it('consuming records one usage row per discounted event, or one without event', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'ALL' });
    const customerId = await insertCustomer(t.app, { email: 'multi@example.com' });
    const headers = await signInHeaders(t.app, customerId);
    const { orderId } = await insertOrder(t.app.db, venue, {
      customerId,
      now: t.clock.now,
      seats: [{ gross: 1000, eventIndex: 0 }, { gross: 1000, eventIndex: 1 }, { gross: 1000, eventIndex: 1 }],
    });
    await revealEveryCode(t.app.db);
    await t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds: [code] }, headers });
    await consumePromoCodeUses(t.app.db, orderId, t.clock.now);
    const events = await t.app.db.selectFrom('promo_code_usages').select('event_id').orderBy('event_id').execute();
    expect(events.map((e) => e.event_id)).toEqual([...venue.eventIds].sort((x, y) => x - y));
    const row = await t.app.db.selectFrom('promo_codes').select('usage_count').where('id', '=', code).executeTakeFirstOrThrow();
    expect(row.usage_count).toBe(1);
  });
});

describe('reapplyOrderPromoCodes after a cart change', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('recomputes the amounts and drops codes that no longer apply', async () => {
    const venue = await insertPromoVenue(t.app.db);
    const customerId = await insertCustomer(t.app, { email: 'cart@example.com' });
    const headers = await signInHeaders(t.app, customerId);
    const { orderId, seatTicketIds } = await insertOrder(t.app.db, venue, {
      customerId,
      now: t.clock.now,
      seats: [{ gross: 3000 }, { gross: 1000, eventIndex: 1 }],
    });
    const big = await insertPromoCode(t.app.db, { name: 'BIG', discount_type: 'absolute', discount_value: 500, minimum_order_amount: 4000 });
    const ten = await insertPromoCode(t.app.db, { name: 'TEN', discount_value: 1000 });
    await revealEveryCode(t.app.db);
    await t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds: [big, ten] }, headers });

    // The customer removes the first ticket: the order falls below BIG's minimum.
    await t.app.db.updateTable('seat_tickets').set({ active: 0 }).where('id', '=', seatTicketIds[0] ?? 0).execute();
    const result = await reapplyOrderPromoCodes(t.app.db, orderId, t.clock.now);
    expect(result?.promoCodeErrors).toEqual([{ promoCodeId: big, code: 'PROMO_ORDER_AMOUNT_BELOW_MINIMUM' }]);
    expect(await t.app.db.selectFrom('order_promo_codes').select(['promo_code_id', 'rank', 'discount_amount']).execute()).toEqual([
      { promo_code_id: ten, rank: 1, discount_amount: 100 },
    ]);
    const order = await t.app.db.selectFrom('orders').select('discount_amount').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.discount_amount).toBe(-100);
  });
});
