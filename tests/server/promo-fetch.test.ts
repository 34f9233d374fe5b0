import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousHeaders, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { insertOrder, insertPromoCode, promoVenueWithCustomer, revealEveryCode } from './helpers/promo-fixtures.js';
import type { PromoVenue } from './helpers/promo-fixtures.js';
import { seedDemoPromoCodes } from '../../src/server/services/promo/index.js';

describe('POST /api/promo-codes/fetch-promo-codes', () => {
  let t: TestApp;
  let venue: PromoVenue;
  let customerId: number;
  let headers: Record<string, string>;

  beforeEach(async () => {
    ({ t, venue, customerId, headers } = await promoVenueWithCustomer());
  });
  afterEach(() => t.close());

  const fetchCodes = (payload: unknown, h = headers) =>
    t.app.inject({ method: 'POST', url: '/api/promo-codes/fetch-promo-codes', payload: payload as object, headers: h });

  it('finds codes by name, ignoring case and spaces, in the order asked', async () => {
    const fan = await insertPromoCode(t.app.db, { name: 'FAN5', discount_type: 'absolute', discount_value: 500, description: '5 € off' });
    const welcome = await insertPromoCode(t.app.db, { name: 'WELCOME10' });
    const res = await fetchCodes({ names: [' welcome10 ', 'Fan5'] });
    expect(res.statusCode).toBe(200);
    const codes = res.json().promoCodes;
    expect(codes.map((c: { id: number }) => c.id)).toEqual([welcome, fan]);
    expect(codes[1]).toMatchObject({ name: 'FAN5', discountType: 'absolute', discountValue: 500, description: '5 € off', canBeCumulated: true });
    expect(codes[1]).not.toHaveProperty('usageCount');
  });

  it('finds a code by id only once the customer found it by name (ids are sequential, names are the secret)', async () => {
    const id = await insertPromoCode(t.app.db, { name: 'PRIVATE-VIP' });
    const guessed = await fetchCodes({ promoCodeIds: [id] });
    expect([guessed.statusCode, guessed.json().error.code]).toEqual([404, 'PROMO_DOES_NOT_EXISTS']);
    expect((await fetchCodes({ names: ['private-vip'] })).json().promoCodes[0].id).toBe(id);
    const res = await fetchCodes({ promoCodeIds: [id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().promoCodes).toHaveLength(1);
  });

  it('an unknown or inactive code is 404 PROMO_DOES_NOT_EXISTS', async () => {
    const known = await insertPromoCode(t.app.db, { name: 'KNOWN' });
    const off = await insertPromoCode(t.app.db, { name: 'OFF', is_active: 0 });
    await revealEveryCode(t.app.db);
    for (const payload of [{ names: ['KNOWN', 'NOPE'] }, { names: ['OFF'] }, { promoCodeIds: [known, 987654] }, { promoCodeIds: [off] }]) {
      const res = await fetchCodes(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROMO_DOES_NOT_EXISTS');
    }
  });

  it('by order: the applied codes with rank and amount; only for the owner', async () => {
    const { orderId } = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 4000 }] });
    const a = await insertPromoCode(t.app.db, { name: 'A', discount_type: 'absolute', discount_value: 1000 });
    const b = await insertPromoCode(t.app.db, { name: 'B', discount_value: 5000 });
    await revealEveryCode(t.app.db);
    await t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds: [b, a] }, headers });

    const res = await fetchCodes({ orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json().promoCodes.map((c: { id: number; rank: number; discountAmount: number }) => [c.id, c.rank, c.discountAmount])).toEqual([
      [b, 1, 2000],
      [a, 2, 1000],
    ]);

    const other = await insertCustomer(t.app, { email: 'eve@example.com' });
    const denied = await fetchCodes({ orderId }, await signInHeaders(t.app, other));
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('an order without codes answers an empty list', async () => {
    const { orderId } = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 4000 }] });
    const res = await fetchCodes({ orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ promoCodes: [] });
  });

  it.each([
    [{}, 'PROMO_FETCH_CRITERIA_INVALID'],
    [{ orderId: 1, names: ['A'] }, 'PROMO_FETCH_CRITERIA_INVALID'],
    [{ names: [] }, 'VALIDATION_FAILED'],
    [{ names: [''] }, 'VALIDATION_FAILED'],
    [{ names: [42] }, 'VALIDATION_FAILED'],
    [{ names: ['x'.repeat(65)] }, 'VALIDATION_FAILED'],
    [{ promoCodeIds: [0] }, 'VALIDATION_FAILED'],
    [{ orderId: 'abc' }, 'VALIDATION_FAILED'],
  ])('bad payload %j → 400 %s', async (payload, code) => {
    const res = await fetchCodes(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('needs a signed-in customer', async () => {
    const res = await fetchCodes({ names: ['A'] }, anonymousHeaders());
    expect(res.statusCode).toBe(401);
  });

  it('the demo codes can be fetched and seeding twice adds nothing', async () => {
    const first = await seedDemoPromoCodes(t.app.db, { now: t.clock.now });
    expect(first.sort()).toEqual(['FAN5', 'MATCHDAY20', 'SINGLE50', 'SUMMER2025', 'WELCOME10']);
    expect(await seedDemoPromoCodes(t.app.db, { now: t.clock.now })).toEqual([]);
    const res = await fetchCodes({ names: ['WELCOME10', 'MATCHDAY20'] });
    expect(res.statusCode).toBe(200);
    const [welcome, matchday] = res.json().promoCodes;
    expect(welcome).toMatchObject({ discountType: 'percent', discountValue: 1000, perCustomerUsageLimit: 1 });
    expect(matchday).toMatchObject({ eventId: venue.eventIds[0], oneUsePerEventPerCustomer: true, canBeCumulated: false });
  });

  it('the expired demo code is refused at evaluation', async () => {
    await seedDemoPromoCodes(t.app.db, { now: t.clock.now });
    const { orderId } = await insertOrder(t.app.db, venue, { customerId, now: t.clock.now, seats: [{ gross: 4000 }] });
    const [summer] = (await fetchCodes({ names: ['SUMMER2025'] })).json().promoCodes;
    const res = await t.app.inject({ method: 'POST', url: '/api/proxy/promo-code/evaluate', payload: { orderId, promoCodeIds: [summer.id] }, headers });
    expect(res.json().promoCodeErrors).toEqual([{ promoCodeId: summer.id, code: 'PROMO_OUTSIDE_VALIDITY' }]);
  });
});
