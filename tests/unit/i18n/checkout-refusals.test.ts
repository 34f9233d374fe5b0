/**
 * Every refusal of paying an order reads as its reason on the checkout and payment result pages,
 * in every language: never "try again later" for an order that is not the fan's, which trying
 * again cannot change. The codes are read from the sources of the calls those pages make.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { checkoutErrorText } from '../../../src/features/checkout/error-text.js';
import { validationErrorText } from '../../../src/features/validation/error-text.js';
import { refusalCodes, translator } from './refusal-sources.js';

// GET /api/checkout/options, POST /api/checkout (its promo codes are applied and, for a free
// order, used up in the same call) and POST /api/checkout/abandon; the write slot refuses a burst.
const CHECKOUT_CALLS = [
  'src/server/routes/checkout.ts',
  'src/server/services/payments/checkout.ts',
  'src/server/services/payments/free-order.ts',
  'src/server/services/payments/abandon-attempt.ts',
  'src/server/services/promo/apply-promo-codes.ts',
  'src/server/services/promo/consume-promo-code-uses.ts',
  'src/server/http/customer-write-slots.ts',
];
// GET /api/orders/:id/status, read by the payment result page.
const RESULT_CALLS = ['src/server/routes/order-status.ts', 'src/server/services/payments/order-status.ts'];
// Answers of every call a signed-in fan makes (session, CSRF).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID'];

describe('the checkout\'s refusals', () => {
  const checkout = [...refusalCodes(CHECKOUT_CALLS), ...SHARED];
  const result = [...refusalCodes(RESULT_CALLS), ...SHARED];

  it('finds the refusals in the sources', () => {
    expect(checkout).toEqual(expect.arrayContaining(['ORDER_NOT_FOUND', 'ORDER_EMPTY', 'PAYMENT_OPTION_NOT_OFFERED', 'PROMO_USAGE_LIMIT_REACHED', 'TERMS_NOT_ACCEPTED', 'RATE_LIMITED']));
    expect(result).toEqual(expect.arrayContaining(['ORDER_NOT_FOUND', 'VALIDATION_FAILED']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why on the checkout page in ${locale}, for every code it can be answered`, async () => {
      const t = await translator(locale, ['checkout', 'errors']);
      const generic = t('checkout:errors.tryLater');
      expect(checkout.filter((code) => checkoutErrorText(t, code) === generic), 'codes shown as "try later"').toEqual([]);
    });

    it(`says why on the payment result page in ${locale}`, async () => {
      const t = await translator(locale, ['errors']);
      const generic = t('errors:UNKNOWN');
      expect(result.filter((code) => validationErrorText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });
  }
});
