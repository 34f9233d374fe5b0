import { describe, expect, it } from 'vitest';
import type { DirectSaleOffer } from '../../../src/domain/offers.js';
import { directPriceIndex } from '../../../src/features/seat-picker/seat-labels.js';

const offer = (o: Partial<DirectSaleOffer>): DirectSaleOffer => ({
  blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 5, capacity: 10, price: 4800, ...o,
});

describe('seat label prices', () => {
  it('names the cheapest paid rate, never a free one beside it', () => {
    const prices = directPriceIndex([offer({ price: 4800 }), offer({ productId: 2, price: 0 }), offer({ productId: 3, price: 3000 })]);
    expect(prices.get('100:1')).toBe(3000);
  });

  it('names the rate the map would choose: the standard one, not a cheaper rate needing proof', () => {
    const direct = [offer({ price: 4800 }), offer({ productId: 2, price: 3350 }), offer({ productId: 3, price: 0 })];
    expect(directPriceIndex(direct, new Set([2])).get('100:1')).toBe(4800);
    // With the standard rate sold out, the reduced one is what is left to buy.
    expect(directPriceIndex([offer({ price: 4800, availability: 0 }), ...direct.slice(1)], new Set([2])).get('100:1')).toBe(3350);
  });

  it('names a free rate when it is the only one left, and skips rates with no places', () => {
    const prices = directPriceIndex([offer({ price: 0 }), offer({ productId: 2, price: 2000, availability: 0 }), offer({ blockId: 101, price: 0 })]);
    expect(prices.get('100:1')).toBe(0);
    expect(prices.get('101:1')).toBe(0);
  });
});
