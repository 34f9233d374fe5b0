import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { insertOrder, insertPromoCode, promoVenueWithCustomer, revealEveryCode } from './helpers/promo-fixtures.js';
import type { PromoVenue } from './helpers/promo-fixtures.js';

describe('POST /api/proxy/promo-code/evaluate', () => {
  let t: TestApp;
  let venue: PromoVenue;
  let customerId: number;
  let headers: Record<string, string>;

  beforeEach(async () => {
    ({ t, venue, customerId, headers } = await promoVenueWithCustomer());
  });
  afterEach(() => t.close());

  const evaluate = async (payload: unknown, h = headers) => {
    await revealEveryCode(t.app.db);
    return t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: payload as object, headers: h });
  };

  const order = (seats = [{ gross: 3000 }, { gross: 1000 }], ancillaries = [{ gross: 500 }]) =>
    insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats, ancillaries });

  it('a code named by a guessed id reads as not existing until the customer finds it by name', async () => {
    const { orderId } = await order();
    const hidden = await insertPromoCode(t.app.db, { name: 'STAFF-ONLY-50', discount_value: 5000 });
    const raw = () => t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds: [hidden] }, headers });
    const guessed = await raw();
    expect(guessed.json().promoCodeErrors).toEqual([{ promoCodeId: hidden, code: 'PROMO_DOES_NOT_EXIST' }]);
    expect(await t.app.db.selectFrom('order_promo_codes').select('promo_code_id').execute()).toEqual([]);
    const found = await t.app.inject({ method: 'POST', url: '/api/promo-codes/fetch-promo-codes', payload: { names: ['staff-only-50'] }, headers });
    expect(found.json().promoCodes[0].id).toBe(hidden);
    expect((await raw()).json().promoCodeErrors).toEqual([]);
  });

  it('re-spreads an applied code when tickets leave the order, and the cart total follows', async () => {
    const { orderId, seatTicketIds, ancillaryTicketIds } = await order();
    const fan = await insertPromoCode(t.app.db, { name: 'FAN9', discount_type: 'absolute', discount_value: 900 });
    expect((await evaluate({ orderId, promoCodeIds: [fan] })).statusCode).toBe(200);

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/order/update-tickets-on-order',
      headers,
      payload: { orderId, ticketIds: [seatTicketIds[1]], ticketAncillaryIds: ancillaryTicketIds },
    });
    expect(update.statusCode).toBe(200);
    // Left: 1000 + 500 gross; the 900 reduction is spread 600 / 300 over what remains.
    const tickets = await t.app.db.selectFrom('seat_tickets').select(['id', 'discount_amount']).where('order_id', '=', orderId).execute();
    expect(tickets).toEqual([{ id: seatTicketIds[1], discount_amount: -600 }]);
    const stored = await t.app.db.selectFrom('orders').select(['gross_amount', 'discount_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ gross_amount: 1500, discount_amount: -900 });
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().totalPrice).toBe(600);
  });

  it('applies percent then absolute and stores every amount in one go', async () => {
    const { orderId, seatTicketIds, ancillaryTicketIds } = await order();
    const pct = await insertPromoCode(t.app.db, { name: 'TEN', discount_type: 'percent', discount_value: 1000 });
    const abs = await insertPromoCode(t.app.db, { name: 'FIVE', discount_type: 'absolute', discount_value: 500 });

    const res = await evaluate({ orderId, promoCodeIds: [pct, abs] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 10 %: 300 + 100 + 50; left 2700, 900, 450 (4050); 500 spread: 333.33, 111.11, 55.56 → 333, 111, 56
    expect(body.promoCodeDiscounts).toEqual([
      { promoCodeId: pct, amount: 450 },
      { promoCodeId: abs, amount: 500 },
    ]);
    expect(body.promoCodeErrors).toEqual([]);
    expect(body.ancillaryTicketDiscounts).toEqual([
      { ticketId: ancillaryTicketIds[0], promoCodeId: pct, amount: 50 },
      { ticketId: ancillaryTicketIds[0], promoCodeId: abs, amount: 56 },
    ]);

    const db = t.app.db;
    const seats = await db.selectFrom('seat_tickets').select(['id', 'discount_amount']).orderBy('id').execute();
    expect(seats).toEqual([
      { id: seatTicketIds[0], discount_amount: -633 },
      { id: seatTicketIds[1], discount_amount: -211 },
    ]);
    const anc = await db.selectFrom('ancillary_tickets').select('discount_amount').executeTakeFirstOrThrow();
    expect(anc.discount_amount).toBe(-106);
    const stored = await db.selectFrom('orders').select('discount_amount').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored.discount_amount).toBe(-950);
    const applied = await db.selectFrom('order_promo_codes').selectAll().orderBy('rank').execute();
    expect(applied).toEqual([
      { order_id: orderId, promo_code_id: pct, rank: 1, discount_amount: 450 },
      { order_id: orderId, promo_code_id: abs, rank: 2, discount_amount: 500 },
    ]);
  });

  it('reports refused codes and applies none of the list: the order keeps no code', async () => {
    const { orderId } = await order();
    const ok = await insertPromoCode(t.app.db, { name: 'OK' });
    const expired = await insertPromoCode(t.app.db, { name: 'OLD', validity_end: '2026-01-01T00:00:00.000Z' });
    const otherEvent = await insertPromoCode(t.app.db, { name: 'EV', event_id: venue.eventIds[1] });
    const res = await evaluate({ orderId, promoCodeIds: [expired, ok, otherEvent, 999_999] });
    expect(res.statusCode).toBe(200);
    expect(res.json().promoCodeErrors).toEqual([
      { promoCodeId: expired, code: 'PROMO_OUTSIDE_VALIDITY' },
      { promoCodeId: otherEvent, code: 'PROMO_WRONG_EVENT' },
      { promoCodeId: 999_999, code: 'PROMO_DOES_NOT_EXIST' },
    ]);
    expect(res.json().promoCodeDiscounts).toEqual([]);
    expect(await t.app.db.selectFrom('order_promo_codes').select(['promo_code_id', 'rank']).execute()).toEqual([]);
    const stored = await t.app.db.selectFrom('orders').select('discount_amount').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored.discount_amount).toBe(0);
    // The accepted code alone applies.
    expect((await evaluate({ orderId, promoCodeIds: [ok] })).json().promoCodeErrors).toEqual([]);
    expect(await t.app.db.selectFrom('order_promo_codes').select(['promo_code_id', 'rank']).execute()).toEqual([{ promo_code_id: ok, rank: 1 }]);
  });

  it('an empty list removes every code and resets the discounts', async () => {
    const { orderId } = await order();
    const code = await insertPromoCode(t.app.db, { name: 'TEN' });
    await evaluate({ orderId, promoCodeIds: [code] });
    const res = await evaluate({ orderId, promoCodeIds: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seatTicketDiscounts: [], ancillaryTicketDiscounts: [], promoCodeDiscounts: [], promoCodeErrors: [] });
    expect(await t.app.db.selectFrom('order_promo_codes').selectAll().execute()).toEqual([]);
    const tickets = await t.app.db.selectFrom('seat_tickets').select('discount_amount').execute();
    expect(tickets.every((x) => x.discount_amount === 0)).toBe(true);
    const o = await t.app.db.selectFrom('orders').select('discount_amount').executeTakeFirstOrThrow();
    expect(o.discount_amount).toBe(0);
  });

  it('re-evaluating replaces the previous codes instead of stacking them', async () => {
    const { orderId } = await order([{ gross: 2000 }], []);
    const a = await insertPromoCode(t.app.db, { name: 'A', discount_value: 1000 });
    const b = await insertPromoCode(t.app.db, { name: 'B', discount_value: 2500 });
    await evaluate({ orderId, promoCodeIds: [a] });
    await evaluate({ orderId, promoCodeIds: [b] });
    const ticket = await t.app.db.selectFrom('seat_tickets').select('discount_amount').executeTakeFirstOrThrow();
    expect(ticket.discount_amount).toBe(-500);
  });

  it('counts this customer\'s confirmed uses for the per-customer limit', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'ONCE', per_customer_usage_limit: 1 });
    const past = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 1000 }], status: 'confirmed' });
    await t.app.db
      .insertInto('promo_code_usages')
      .values({ promo_code_id: code, customer_id: customerId, order_id: past.orderId, event_id: venue.eventIds[0], created_at: t.clock.now.toISOString() })
      .execute();
    const { orderId } = await order();
    const res = await evaluate({ orderId, promoCodeIds: [code] });
    expect(res.json().promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_INVALID_FOR_CUSTOMER' }]);
  });

  it('a reservation on another live order of the same customer counts for per-event limits', async () => {
    const code = await insertPromoCode(t.app.db, { name: 'MATCH', one_use_per_event_per_customer: 1, event_id: venue.eventIds[0] });
    const first = await order([{ gross: 1000 }], []);
    expect((await evaluate({ orderId: first.orderId, promoCodeIds: [code] })).json().promoCodeErrors).toEqual([]);
    const second = await order([{ gross: 1000 }], []);
    const res = await evaluate({ orderId: second.orderId, promoCodeIds: [code] });
    expect(res.json().promoCodeErrors).toEqual([{ promoCodeId: code, code: 'PROMO_EVENT_LIMIT_PER_CUSTOMER_REACHED' }]);
  });

  describe('ownership and state', () => {
    it('another customer\'s order is not found and is left untouched', async () => {
      const { orderId } = await order();
      const code = await insertPromoCode(t.app.db, { name: 'TEN' });
      const intruder = await insertCustomer(t.app, { email: 'eve@example.com' });
      const res = await evaluate({ orderId, promoCodeIds: [code] }, await signInHeaders(t.app, intruder));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
      expect(await t.app.db.selectFrom('order_promo_codes').selectAll().execute()).toEqual([]);
    });

    it('an unknown order is not found', async () => {
      const res = await evaluate({ orderId: 424242, promoCodeIds: [] });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    });

    it('only on-hold orders can be evaluated', async () => {
      const confirmed = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 1000 }], status: 'confirmed' });
      const res = await evaluate({ orderId: confirmed.orderId, promoCodeIds: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ORDER_NOT_ONHOLD');
    });

    it('an expired hold is refused', async () => {
      const { orderId } = await order();
      t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
      const res = await evaluate({ orderId, promoCodeIds: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ORDER_EXPIRED');
    });

    it('needs a signed-in customer', async () => {
      const res = await evaluate({ orderId: 1, promoCodeIds: [] }, anonymousHeaders());
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('bad payloads', () => {
    it.each([
      ['no body fields', {}],
      ['orderId missing', { promoCodeIds: [] }],
      ['orderId negative', { orderId: -1, promoCodeIds: [] }],
      ['orderId fractional', { orderId: 1.5, promoCodeIds: [] }],
      ['orderId an object', { orderId: { id: 1 }, promoCodeIds: [] }],
      ['promoCodeIds missing', { orderId: 1 }],
      ['promoCodeIds not a list', { orderId: 1, promoCodeIds: 3 }],
      ['promoCodeIds with a bad id', { orderId: 1, promoCodeIds: ['x'] }],
      ['too many codes', { orderId: 1, promoCodeIds: Array.from({ length: 11 }, (_, i) => i + 1) }],
    ])('%s → 400 VALIDATION_FAILED', async (_name, payload) => {
      const res = await evaluate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('a JSON array body → 400', async () => {
      const res = await evaluate([1, 2]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    });

    it('accepts ids given as digit strings', async () => {
      const { orderId } = await order();
      const code = await insertPromoCode(t.app.db, { name: 'TEN' });
      const res = await evaluate({ orderId: String(orderId), promoCodeIds: [String(code)] });
      expect(res.statusCode).toBe(200);
      expect(res.json().promoCodeDiscounts).toHaveLength(1);
    });
  });
});
