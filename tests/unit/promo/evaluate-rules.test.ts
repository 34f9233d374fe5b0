import { describe, expect, it } from 'vitest';
import { evaluatePromoCodes } from '../../../src/domain/promo/index.js';
import { NOW, ancillary, input, rule, seat } from './builders.js';

const errorsOf = (result: ReturnType<typeof evaluatePromoCodes>) => result.promoCodeErrors.map((e) => e.code);

describe('existence', () => {
  it('refuses an unknown id and an inactive code', () => {
    const result = evaluatePromoCodes(
      input([{ promoCodeId: 9, rule: null }, rule({ id: 2, isActive: false })], [seat(1, 1000)]),
    );
    expect(result.promoCodeErrors).toEqual([
      { promoCodeId: 9, code: 'PROMO_DOES_NOT_EXIST' },
      { promoCodeId: 2, code: 'PROMO_DOES_NOT_EXIST' },
    ]);
    expect(result.promoCodeDiscounts).toEqual([]);
    expect(result.seatTicketDiscounts).toEqual([]);
  });
});

describe('unique use per order', () => {
  it('refuses the same code requested twice but keeps the first', () => {
    const code = rule({ id: 1 });
    const result = evaluatePromoCodes(input([code, code], [seat(1, 1000)]));
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 1, amount: 100 }]);
    expect(result.promoCodeErrors).toEqual([{ promoCodeId: 1, code: 'PROMO_UNIQUE_USE_PER_ORDER' }]);
  });

  it('a unique-use code discounts only the line with the most to pay', () => {
    const result = evaluatePromoCodes(
      input([rule({ id: 1, uniqueUsePerOrder: true, discountValue: 5000 })], [seat(1, 1000), seat(2, 3000), seat(3, 3000)]),
    );
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 2, promoCodeId: 1, amount: 1500 }]);
  });

  it('a unique-use absolute code stays on one line, capped by it', () => {
    const result = evaluatePromoCodes(
      input(
        [rule({ id: 1, uniqueUsePerOrder: true, discountType: 'absolute', discountValue: 5000 })],
        [seat(1, 1000), ancillary(2, 3000)],
      ),
    );
    expect(result.ancillaryTicketDiscounts).toEqual([{ ticketId: 2, promoCodeId: 1, amount: 3000 }]);
    expect(result.seatTicketDiscounts).toEqual([]);
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 1, amount: 3000 }]);
  });

  it('prefers a seat over an ancillary of the same amount', () => {
    const result = evaluatePromoCodes(input([rule({ id: 1, uniqueUsePerOrder: true })], [ancillary(7, 2000), seat(8, 2000)]));
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 8, promoCodeId: 1, amount: 200 }]);
  });
});

describe('validity dates', () => {
  const dated = rule({ id: 1, validityStart: '2026-11-22T12:00:00.000Z', validityEnd: '2026-11-23T12:00:00.000Z' });
  const at = (iso: string) => errorsOf(evaluatePromoCodes(input([dated], [seat(1, 1000)], { now: new Date(iso) })));

  it('starts inclusively at the millisecond', () => {
    expect(at('2026-11-22T11:59:59.999Z')).toEqual(['PROMO_OUTSIDE_VALIDITY']);
    expect(at('2026-11-22T12:00:00.000Z')).toEqual([]);
  });

  it('ends exclusively at the millisecond', () => {
    expect(at('2026-11-23T11:59:59.999Z')).toEqual([]);
    expect(at('2026-11-23T12:00:00.000Z')).toEqual(['PROMO_OUTSIDE_VALIDITY']);
  });

  it('open-ended bounds', () => {
    const noEnd = rule({ id: 1, validityStart: '2020-01-01T00:00:00.000Z' });
    const noStart = rule({ id: 2, validityEnd: '2030-01-01T00:00:00.000Z' });
    expect(errorsOf(evaluatePromoCodes(input([noEnd, noStart], [seat(1, 1000)])))).toEqual([]);
  });
});

describe('usage limits', () => {
  it('global limit: the last use is available, one more is not', () => {
    const last = rule({ id: 1, usageLimit: 5, usageCount: 4 });
    const gone = rule({ id: 2, usageLimit: 5, usageCount: 5 });
    const result = evaluatePromoCodes(input([last, gone], [seat(1, 1000)]));
    expect(result.promoCodeErrors).toEqual([{ promoCodeId: 2, code: 'PROMO_USAGE_LIMIT_REACHED' }]);
    expect(result.promoCodeDiscounts.map((d) => d.promoCodeId)).toEqual([1]);
  });

  it('a zero limit refuses every use', () => {
    expect(errorsOf(evaluatePromoCodes(input([rule({ id: 1, usageLimit: 0 })], [seat(1, 1000)])))).toEqual([
      'PROMO_USAGE_LIMIT_REACHED',
    ]);
  });

  it('per-customer limit at its boundary', () => {
    const code = rule({ id: 1, perCustomerUsageLimit: 2 });
    const withUses = (uses: number) =>
      errorsOf(evaluatePromoCodes(input([code], [seat(1, 1000)], { usage: [{ promoCodeId: 1, uses, usedEventIds: [] }] })));
    expect(withUses(1)).toEqual([]);
    expect(withUses(2)).toEqual(['PROMO_INVALID_FOR_CUSTOMER']);
  });

  it('usage facts of another code do not count', () => {
    const code = rule({ id: 1, perCustomerUsageLimit: 1 });
    const result = evaluatePromoCodes(input([code], [seat(1, 1000)], { usage: [{ promoCodeId: 2, uses: 9, usedEventIds: [] }] }));
    expect(result.promoCodeErrors).toEqual([]);
  });
});

describe('order amount bounds (gross total before discounts)', () => {
  const lines = [seat(1, 3000), ancillary(2, 1000)]; // gross 40.00 €
  const check = (overrides: Parameters<typeof rule>[0]) => errorsOf(evaluatePromoCodes(input([rule(overrides)], lines)));

  it('minimum is inclusive', () => {
    expect(check({ id: 1, minimumOrderAmount: 4000 })).toEqual([]);
    expect(check({ id: 1, minimumOrderAmount: 4001 })).toEqual(['PROMO_ORDER_AMOUNT_BELOW_MINIMUM']);
  });

  it('maximum is inclusive', () => {
    expect(check({ id: 1, maximumOrderAmount: 4000 })).toEqual([]);
    expect(check({ id: 1, maximumOrderAmount: 3999 })).toEqual(['PROMO_ORDER_AMOUNT_ABOVE_MAXIMUM']);
  });

  it('an earlier discount does not push the order below a later code minimum', () => {
    const first = rule({ id: 1, discountType: 'absolute', discountValue: 2000 });
    const second = rule({ id: 2, minimumOrderAmount: 4000 });
    const result = evaluatePromoCodes(input([first, second], lines));
    expect(result.promoCodeErrors).toEqual([]);
    expect(result.promoCodeDiscounts).toHaveLength(2);
  });
});

describe('restrictions', () => {
  const lines = [
    seat(1, 2000, { eventId: 1, categoryId: 10, productId: 100, campaignPackId: 7 }),
    seat(2, 3000, { eventId: 2, categoryId: 11, productId: 101, campaignPackId: 7 }),
    ancillary(3, 500, { eventId: 1, campaignPackId: 7 }),
  ];
  const run = (overrides: Parameters<typeof rule>[0]) => evaluatePromoCodes(input([rule(overrides)], lines));

  it('each restriction has its own reason', () => {
    expect(errorsOf(run({ id: 1, campaignPackId: 8 }))).toEqual(['PROMO_WRONG_PACK']);
    expect(errorsOf(run({ id: 1, eventId: 3 }))).toEqual(['PROMO_WRONG_EVENT']);
    expect(errorsOf(run({ id: 1, categoryId: 12 }))).toEqual(['PROMO_WRONG_CATEGORY']);
    expect(errorsOf(run({ id: 1, productId: 102 }))).toEqual(['PROMO_WRONG_PRODUCT']);
  });

  it('restrictions combine: a line must match all of them', () => {
    // event 1 exists, product 101 exists, but not on the same line
    expect(errorsOf(run({ id: 1, eventId: 1, productId: 101 }))).toEqual(['PROMO_WRONG_PRODUCT']);
    const ok = run({ id: 1, eventId: 2, productId: 101 });
    expect(ok.seatTicketDiscounts).toEqual([{ ticketId: 2, promoCodeId: 1, amount: 300 }]);
  });

  it('an event code discounts that event\'s seats and ancillaries only', () => {
    const result = run({ id: 1, eventId: 1 });
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 1, promoCodeId: 1, amount: 200 }]);
    expect(result.ancillaryTicketDiscounts).toEqual([{ ticketId: 3, promoCodeId: 1, amount: 50 }]);
  });

  it('a category code never discounts ancillaries', () => {
    const result = run({ id: 1, categoryId: 10 });
    expect(result.ancillaryTicketDiscounts).toEqual([]);
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 1, promoCodeId: 1, amount: 200 }]);
  });

  it('a pack code discounts every line of the pack', () => {
    expect(run({ id: 1, campaignPackId: 7 }).promoCodeDiscounts).toEqual([{ promoCodeId: 1, amount: 550 }]);
  });
});

describe('one use per event per customer', () => {
  const lines = [seat(1, 1000, { eventId: 1 }), seat(2, 2000, { eventId: 2 }), ancillary(3, 400, { eventId: null })];
  const code = rule({ id: 1, oneUsePerEventPerCustomer: true });

  it('drops the lines of events already used and keeps the others', () => {
    const result = evaluatePromoCodes(input([code], lines, { usage: [{ promoCodeId: 1, uses: 1, usedEventIds: [1] }] }));
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 2, promoCodeId: 1, amount: 200 }]);
    expect(result.ancillaryTicketDiscounts).toEqual([{ ticketId: 3, promoCodeId: 1, amount: 40 }]);
  });

  it('is refused when every eligible line is of a used event', () => {
    const eventCode = rule({ id: 1, oneUsePerEventPerCustomer: true, eventId: 1 });
    const result = evaluatePromoCodes(input([eventCode], lines, { usage: [{ promoCodeId: 1, uses: 1, usedEventIds: [1] }] }));
    expect(errorsOf(result)).toEqual(['PROMO_EVENT_LIMIT_PER_CUSTOMER_REACHED']);
  });

  it('is ignored when the flag is off', () => {
    const off = rule({ id: 1, eventId: 1 });
    const result = evaluatePromoCodes(input([off], lines, { usage: [{ promoCodeId: 1, uses: 1, usedEventIds: [1] }] }));
    expect(result.promoCodeErrors).toEqual([]);
  });
});

describe('check order', () => {
  it('reports the code\'s own problem before a cumulation conflict', () => {
    const first = rule({ id: 1, canBeCumulated: false });
    const expired = rule({ id: 2, canBeCumulated: false, validityEnd: '2026-01-01T00:00:00.000Z' });
    expect(errorsOf(evaluatePromoCodes(input([first, expired], [seat(1, 1000)])))).toEqual(['PROMO_OUTSIDE_VALIDITY']);
  });

  it('uses the injected clock only', () => {
    const future = rule({ id: 1, validityStart: new Date(NOW.getTime() + 1).toISOString() });
    expect(errorsOf(evaluatePromoCodes(input([future], [seat(1, 1000)])))).toEqual(['PROMO_OUTSIDE_VALIDITY']);
  });
});
