import { describe, expect, it } from 'vitest';
import { evaluatePromoCodes } from '../../../src/domain/promo/index.js';
import type { OrderLine, PromoEvaluation } from '../../../src/domain/promo/index.js';
import { ancillary, input, rule, seat } from './builders.js';

/** What is left to pay per line after every discount of the evaluation. */
function netByLine(lines: readonly OrderLine[], result: PromoEvaluation): Map<string, number> {
  const net = new Map(lines.map((l) => [`${l.kind}:${l.ticketId}`, l.grossAmount]));
  for (const d of result.seatTicketDiscounts) net.set(`seat:${d.ticketId}`, (net.get(`seat:${d.ticketId}`) ?? 0) - d.amount);
  for (const d of result.ancillaryTicketDiscounts) {
    net.set(`ancillary:${d.ticketId}`, (net.get(`ancillary:${d.ticketId}`) ?? 0) - d.amount);
  }
  return net;
}

function expectConsistent(result: PromoEvaluation) {
  for (const { promoCodeId, amount } of result.promoCodeDiscounts) {
    const perLine = [...result.seatTicketDiscounts, ...result.ancillaryTicketDiscounts]
      .filter((d) => d.promoCodeId === promoCodeId)
      .reduce((sum, d) => sum + d.amount, 0);
    expect(perLine).toBe(amount);
  }
}

describe('cumulation', () => {
  const lines = [seat(1, 5000)];
  const cumulable = (id: number) => rule({ id, canBeCumulated: true });
  const exclusive = (id: number) => rule({ id, canBeCumulated: false });
  const outcome = (...codes: ReturnType<typeof rule>[]) => {
    const result = evaluatePromoCodes(input(codes, lines));
    return {
      accepted: result.promoCodeDiscounts.map((d) => d.promoCodeId),
      refused: result.promoCodeErrors.map((e) => [e.promoCodeId, e.code]),
    };
  };

  it('a non-cumulable code alone is accepted', () => {
    expect(outcome(exclusive(1))).toEqual({ accepted: [1], refused: [] });
  });

  it('cumulable codes stack', () => {
    expect(outcome(cumulable(1), cumulable(2), cumulable(3)).accepted).toEqual([1, 2, 3]);
  });

  it('a non-cumulable code first refuses every later code', () => {
    expect(outcome(exclusive(1), cumulable(2), exclusive(3))).toEqual({
      accepted: [1],
      refused: [
        [2, 'PROMO_NOT_CUMULABLE'],
        [3, 'PROMO_NOT_CUMULABLE'],
      ],
    });
  });

  it('a non-cumulable code after an accepted one is refused', () => {
    expect(outcome(cumulable(1), exclusive(2), cumulable(3))).toEqual({
      accepted: [1, 3],
      refused: [[2, 'PROMO_NOT_CUMULABLE']],
    });
  });

  it('a refused code does not block the cumulation of others', () => {
    const expiredExclusive = rule({ id: 1, canBeCumulated: false, validityEnd: '2020-01-01T00:00:00.000Z' });
    expect(outcome(expiredExclusive, exclusive(2))).toEqual({
      accepted: [2],
      refused: [[1, 'PROMO_OUTSIDE_VALIDITY']],
    });
  });

  it('rank decides which of two exclusive codes wins', () => {
    expect(outcome(exclusive(2), exclusive(1)).accepted).toEqual([2]);
    expect(outcome(exclusive(1), exclusive(2)).accepted).toEqual([1]);
  });
});

describe('percent plus absolute', () => {
  const lines = [seat(1, 3000), seat(2, 1000)];
  const percent = rule({ id: 1, discountType: 'percent', discountValue: 1000 }); // 10 %
  const absolute = rule({ id: 2, discountType: 'absolute', discountValue: 2000 }); // 20.00 €

  it('percent first, then absolute on what is left', () => {
    const result = evaluatePromoCodes(input([percent, absolute], lines));
    // 10 %: 300 + 100; left 2700 + 900 = 3600; 2000 spread 3:1 → 1500 + 500
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 1, amount: 400 },
      { promoCodeId: 2, amount: 2000 },
    ]);
    expect(result.seatTicketDiscounts).toEqual([
      { ticketId: 1, promoCodeId: 1, amount: 300 },
      { ticketId: 2, promoCodeId: 1, amount: 100 },
      { ticketId: 1, promoCodeId: 2, amount: 1500 },
      { ticketId: 2, promoCodeId: 2, amount: 500 },
    ]);
    expectConsistent(result);
  });

  it('absolute first, then percent on what is left', () => {
    const result = evaluatePromoCodes(input([absolute, percent], lines));
    // 2000 spread 3:1 → 1500 + 500; left 1500 + 500; 10 % → 150 + 50
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 2, amount: 2000 },
      { promoCodeId: 1, amount: 200 },
    ]);
    expectConsistent(result);
  });

  it('rounds percent half up on each line, not on the total', () => {
    // 10 % of 1005 = 100.5 → 101 on each of three lines: 303, not round(301.5) = 302
    const result = evaluatePromoCodes(input([percent], [seat(1, 1005), seat(2, 1005), seat(3, 1005)]));
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 1, amount: 303 }]);
  });
});

describe('lines never below zero', () => {
  it('an absolute code larger than the order takes the whole order and no more', () => {
    const lines = [seat(1, 1234), ancillary(2, 99)];
    const result = evaluatePromoCodes(input([rule({ id: 1, discountType: 'absolute', discountValue: 100_000 })], lines));
    expect(result.promoCodeDiscounts).toEqual([{ promoCodeId: 1, amount: 1333 }]);
    for (const net of netByLine(lines, result).values()) expect(net).toBe(0);
  });

  it('codes after a full discount take nothing but stay accepted', () => {
    const lines = [seat(1, 1000)];
    const result = evaluatePromoCodes(
      input(
        [
          rule({ id: 1, discountType: 'percent', discountValue: 10_000 }),
          rule({ id: 2, discountType: 'absolute', discountValue: 500 }),
          rule({ id: 3, discountType: 'percent', discountValue: 5000 }),
        ],
        lines,
      ),
    );
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 1, amount: 1000 },
      { promoCodeId: 2, amount: 0 },
      { promoCodeId: 3, amount: 0 },
    ]);
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 1, promoCodeId: 1, amount: 1000 }]);
    expect(result.promoCodeErrors).toEqual([]);
  });

  it('free lines are skipped by absolute codes', () => {
    const lines = [seat(1, 0), seat(2, 800)];
    const result = evaluatePromoCodes(input([rule({ id: 1, discountType: 'absolute', discountValue: 500 })], lines));
    expect(result.seatTicketDiscounts).toEqual([{ ticketId: 2, promoCodeId: 1, amount: 500 }]);
  });

  it('stacked codes on many lines: nets stay in [0, gross] and cents add up', () => {
    const lines = [seat(1, 333), seat(2, 1001), ancillary(3, 7), seat(4, 2999), ancillary(5, 150)];
    const codes = [
      rule({ id: 1, discountType: 'absolute', discountValue: 1111 }),
      rule({ id: 2, discountType: 'percent', discountValue: 3333 }),
      rule({ id: 3, discountType: 'absolute', discountValue: 777 }),
      rule({ id: 4, discountType: 'percent', discountValue: 5050 }),
    ];
    const result = evaluatePromoCodes(input(codes, lines));
    expectConsistent(result);
    const net = netByLine(lines, result);
    for (const line of lines) {
      const left = net.get(`${line.kind}:${line.ticketId}`) ?? -1;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(line.grossAmount);
    }
    const gross = lines.reduce((s, l) => s + l.grossAmount, 0);
    const discounted = result.promoCodeDiscounts.reduce((s, d) => s + d.amount, 0);
    expect([...net.values()].reduce((a, b) => a + b, 0)).toBe(gross - discounted);
    expect(result.promoCodeDiscounts.find((d) => d.promoCodeId === 1)?.amount).toBe(1111);
    expect(result.promoCodeDiscounts.find((d) => d.promoCodeId === 3)?.amount).toBe(777);
  });

  it('an order without lines gets zero discounts', () => {
    const result = evaluatePromoCodes(input([rule({ id: 1 }), rule({ id: 2, discountType: 'absolute', discountValue: 500 })], []));
    expect(result.promoCodeDiscounts).toEqual([
      { promoCodeId: 1, amount: 0 },
      { promoCodeId: 2, amount: 0 },
    ]);
  });
});
