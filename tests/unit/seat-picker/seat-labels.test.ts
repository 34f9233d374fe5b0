import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { DirectSaleOffer } from '../../../src/domain/offers.js';
import { directPriceIndex, seatLabel } from '../../../src/features/seat-picker/seat-labels.js';
import en from '../../../src/locales/en/seatmap.json' with { type: 'json' };
import es from '../../../src/locales/es/seatmap.json' with { type: 'json' };
import { gridGeometry } from '../seatmap/fixture.js';

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

describe('seat labels of the chosen seats', () => {
  // Block B0: numbered seats (indexes 0..2); block B1: a standing floor (indexes 3..5).
  const geometry = gridGeometry([{ rows: 1, seatsPerRow: 3 }, { rows: 1, seatsPerRow: 3, isOpenSeating: true }]);
  const t = (language: string) => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: language, initAsync: false, resources: { en: { seatmap: en }, es: { seatmap: es } } });
    return i18n.t;
  };

  it('names a numbered seat by its row and number', () => {
    expect(seatLabel(t('en'), geometry, 0, '€30.00')).toMatch(/^Block B0, row \S+, seat \S+, Cat 1, €30.00$/);
  });

  it('names a place of an open-seating area as the cart does, without the row and number the shop gave it', () => {
    expect(seatLabel(t('en'), geometry, 4, '€25.00')).toBe('Block B1 (open seating), Cat 1, €25.00');
    expect(seatLabel(t('es'), geometry, 4, '25,00 €')).toBe('Bloque B1 (sin asiento asignado), Cat 1, 25,00 €');
  });
});
