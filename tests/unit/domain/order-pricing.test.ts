import { describe, expect, it } from 'vitest';
import { holdExpiry, isHoldExpired, orderTotals, priceFor, productsFor, splitPackPrice } from '../../../src/domain/order-pricing.js';

const tariffs = [
  { categoryId: 1, productId: 10, blockId: null, price: 5000 },
  { categoryId: 1, productId: 10, blockId: 7, price: 6000 },
  { categoryId: 1, productId: 11, blockId: null, price: 3000 },
  { categoryId: 2, productId: 10, blockId: null, price: 2500 },
  { categoryId: 1, productId: 12, blockId: 8, price: 0 },
];

describe('prices from tariffs', () => {
  it('prefers the block tariff over the category-wide one, whatever their order', () => {
    expect(priceFor(tariffs, { categoryId: 1, productId: 10, blockId: 7 })).toBe(6000);
    expect(priceFor([...tariffs].reverse(), { categoryId: 1, productId: 10, blockId: 7 })).toBe(6000);
    expect(priceFor(tariffs, { categoryId: 1, productId: 10, blockId: 9 })).toBe(5000);
  });

  it('answers null for a product not sold in the category or block', () => {
    expect(priceFor(tariffs, { categoryId: 2, productId: 11, blockId: 7 })).toBeNull();
    expect(priceFor(tariffs, { categoryId: 1, productId: 12, blockId: 7 })).toBeNull();
    expect(priceFor(tariffs, { categoryId: 1, productId: 12, blockId: 8 })).toBe(0);
  });

  it('lists the products of a seat with their effective prices', () => {
    expect(productsFor(tariffs, 1, 7)).toEqual([{ productId: 10, price: 6000 }, { productId: 11, price: 3000 }]);
    expect(productsFor(tariffs, 1, 8)).toEqual([{ productId: 10, price: 5000 }, { productId: 11, price: 3000 }, { productId: 12, price: 0 }]);
    expect(productsFor(tariffs, 3, 7)).toEqual([]);
  });
});

describe('pack split and totals', () => {
  it('splits a pack price over its events to the cent', () => {
    expect(splitPackPrice(9001, 2)).toEqual([4501, 4500]);
    expect(splitPackPrice(100, 3)).toEqual([34, 33, 33]);
    expect(splitPackPrice(0, 4)).toEqual([0, 0, 0, 0]);
    for (const [price, parts] of [[12345, 7], [1, 5], [999_999, 38]] as const) {
      expect(splitPackPrice(price, parts).reduce((a, b) => a + b, 0)).toBe(price);
    }
    expect(() => splitPackPrice(100, 0)).toThrow(RangeError);
    expect(() => splitPackPrice(10.5, 2)).toThrow(RangeError);
  });

  it('sums gross and signed discounts; the total is gross plus discount, never negative', () => {
    expect(orderTotals([{ grossAmount: 6000, discountAmount: -500 }, { grossAmount: 1500, discountAmount: 0 }])).toEqual({ grossAmount: 7500, discountAmount: -500, totalAmount: 7000 });
    expect(orderTotals([])).toEqual({ grossAmount: 0, discountAmount: 0, totalAmount: 0 });
    expect(orderTotals([{ grossAmount: 100, discountAmount: -300 }]).totalAmount).toBe(0);
    expect(() => orderTotals([{ grossAmount: 0.5, discountAmount: 0 }])).toThrow(RangeError);
  });
});

describe('hold expiry', () => {
  it('expires exactly expirySeconds after the hold, by the given clock', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    const expiry = holdExpiry(now, 900);
    expect(expiry).toBe('2026-11-22T12:15:00.000Z');
    expect(isHoldExpired(expiry, new Date('2026-11-22T12:14:59.999Z'))).toBe(false);
    expect(isHoldExpired(expiry, new Date('2026-11-22T12:15:00.000Z'))).toBe(true);
    expect(() => holdExpiry(now, 0)).toThrow(RangeError);
  });
});
