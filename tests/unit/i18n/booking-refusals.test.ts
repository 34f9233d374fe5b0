/**
 * Every refusal a seat hold can answer reads as its reason in the booking notice, in every
 * language: never "Something went wrong, please try again" for a limit or a closed sale, which
 * trying again cannot change. The hold path's codes are read from its sources, so a new refusal
 * without a text fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { PURCHASE_REFUSALS } from '../../../src/domain/purchase-window.js';
import { CART_LIMIT_CODES } from '../../../src/domain/cart-limits.js';
import { bookingErrorText } from '../../../src/features/booking/error-text.js';

const ROOT = join(import.meta.dirname, '../../..');
const HOLD_PATH = [
  'src/server/services/orders/create-order.ts',
  'src/server/services/orders/order-access.ts',
  'src/server/services/orders/ancillaries.ts',
  'src/server/services/orders/holder-input.ts',
  'src/server/services/inventory/ticket-plan.ts',
];

/** The codes the hold path refuses with by name (`refused(400, 'CODE'…)`). */
function namedRefusals(): string[] {
  return HOLD_PATH.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/refused\(\s*\d{3},\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!));
}

const json = (locale: string, namespace: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, 'src/locales', locale, `${namespace}.json`), 'utf8'));

async function translator(locale: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { booking: json(locale, 'booking'), errors: json(locale, 'errors') } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('the booking notice of a refused hold', () => {
  const named = [...new Set(namedRefusals())];
  const codes = [...new Set([...named, ...PURCHASE_REFUSALS])];

  it('finds the hold path\'s refusals in its sources', () => {
    expect(named.length).toBeGreaterThan(12);
    expect(named).toEqual(expect.arrayContaining(['TOO_MANY_UNPAID_ORDERS', 'PRODUCT_NOT_SOLD', 'NOT_ON_SALE', 'ORDER_NOT_FOUND']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why in ${locale}, for every code the hold answers`, async () => {
      const t = await translator(locale);
      const generic = t('booking:errors.UNKNOWN');
      const generic_ = codes.filter((code) => bookingErrorText(t, { code }) === generic);
      expect(generic_, 'codes shown as the generic failure').toEqual([]);
    });

    it(`says the limit in ${locale}, in the plural form of the number`, async () => {
      const t = await translator(locale);
      for (const code of CART_LIMIT_CODES) {
        const texts = [1, 3, 5, 21].map((limit) => bookingErrorText(t, { code, limit }));
        texts.forEach((text, i) => expect(text, `${code} ${i}`).toContain(String([1, 3, 5, 21][i])));
        expect(texts.every((text) => text !== t('booking:errors.UNKNOWN')), code).toBe(true);
      }
      expect(bookingErrorText(t, { code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 0 })).not.toMatch(/\b0\b/);
    });
  }

  it('words a Russian limit by its number: one, few and many', async () => {
    const t = await translator('ru');
    expect(bookingErrorText(t, { code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 1 })).toContain('1 место');
    expect(bookingErrorText(t, { code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 3 })).toContain('3 места');
    expect(bookingErrorText(t, { code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 5 })).toContain('5 мест');
  });
});
