/**
 * Every refusal of a change to the unpaid order reads as its reason, in every language: a promo
 * code typed in the summary, and a group removed or the order abandoned from the cart. Never
 * "Something went wrong, try again" for what trying again cannot change. The codes are read from
 * the sources of the calls those screens make.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { PROMO_ERROR_CODES } from '../../../src/domain/promo/types.js';
import { promoErrorText } from '../../../src/features/summary/promo-error-text.js';
import { bookingErrorText } from '../../../src/features/booking/error-text.js';
import { refusalCodes, translator } from './refusal-sources.js';

// POST /api/promo-codes/fetch-promo-codes (a code by name, the order's codes) and
// POST /api/proxy/promo-code/evaluate; the summary itself refuses an empty or repeated name.
const PROMO_CALLS = [
  'src/server/routes/promo.ts',
  'src/server/services/promo/payloads.ts',
  'src/server/services/promo/fetch-promo-codes.ts',
  'src/server/services/promo/apply-promo-codes.ts',
];
const PROMO_CLIENT = ['PROMO_FETCH_CRITERIA_INVALID', 'PROMO_UNIQUE_USE_PER_ORDER'];

// POST /api/order/update-tickets-on-order (a group removed from the cart: the extras asked for by
// what stays are kept, the order's promo codes applied again) and POST /api/order/abandon.
const CHANGE_CALLS = [
  'src/server/routes/orders.ts',
  'src/server/services/orders/manage-orders.ts',
  'src/server/services/orders/order-access.ts',
  'src/server/services/orders/ancillaries.ts',
  'src/server/services/orders/asked-extras.ts',
  'src/server/services/orders/order-input.ts',
  'src/server/services/promo/apply-promo-codes.ts',
  'src/server/http/customer-write-slots.ts',
];
// The cart's own refusal (removing the mandatory plastic card).
const CHANGE_CLIENT = ['MANDATORY_PLASTIC_CARD'];
// Answers of every call a signed-in fan makes (session, CSRF).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID'];

describe('the refusals of a change to the unpaid order', () => {
  const promo = [...new Set([...refusalCodes(PROMO_CALLS), ...PROMO_ERROR_CODES, ...PROMO_CLIENT, ...SHARED])];
  // The create-order route shares the orders route file: its codes are the booking's, tested there.
  const change = [...new Set([...refusalCodes(CHANGE_CALLS), ...CHANGE_CLIENT, ...SHARED])];

  it('finds the refusals in the sources', () => {
    expect(promo).toEqual(expect.arrayContaining(['PROMO_DOES_NOT_EXISTS', 'ORDER_NOT_ONHOLD', 'BAD_REQUEST', 'PROMO_WRONG_EVENT']));
    expect(change).toEqual(expect.arrayContaining(['TICKET_NOT_IN_ORDER', 'ORDER_NOT_ONHOLD', 'ACCOMPANYING_TICKET_REQUIRED', 'RATE_LIMITED']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why a promo code is refused in ${locale}`, async () => {
      const t = await translator(locale, ['promo', 'errors', 'booking']);
      const generic = t('booking:errors.UNKNOWN');
      expect(promo.filter((code) => promoErrorText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });

    it(`says why the cart refuses a change in ${locale}`, async () => {
      const t = await translator(locale, ['booking', 'errors']);
      const generic = t('booking:errors.UNKNOWN');
      expect(change.filter((code) => bookingErrorText(t, { code }) === generic), 'codes shown as the generic failure').toEqual([]);
    });
  }
});
