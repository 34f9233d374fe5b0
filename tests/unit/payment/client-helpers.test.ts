import { describe, expect, it } from 'vitest';
import { parseCheckoutParams } from '../../../src/features/checkout/checkout-params.js';
import { ENDED_OUTCOMES, OUTCOME_VIEW, refundNoteKey } from '../../../src/features/validation/outcome-actions.js';
import { canRetryPayment } from '../../../src/domain/payment/index.js';
import type { ValidationOutcome } from '../../../src/domain/payment/index.js';

describe('parseCheckoutParams', () => {
  it('reads the order, the instalment count and promo ids (comma-separated or repeated)', () => {
    expect(parseCheckoutParams('orderId=12&numberOfInstallments=3&promoCodeIds=4,5&termsAccepted=1')).toEqual({ orderId: 12, numberOfInstallments: 3, promoCodeIds: [4, 5], termsAccepted: true });
    expect(parseCheckoutParams('?orderId=12&promoCodeIds=4&promoCodeIds=6')).toEqual({ orderId: 12, numberOfInstallments: null, promoCodeIds: [4, 6], termsAccepted: false });
  });

  it('drops invalid values instead of sending them', () => {
    expect(parseCheckoutParams('orderId=abc&numberOfInstallments=0&promoCodeIds=1,x&termsAccepted=yes')).toEqual({ orderId: null, numberOfInstallments: null, promoCodeIds: null, termsAccepted: false });
    expect(parseCheckoutParams('orderId=-3')).toEqual({ orderId: null, numberOfInstallments: null, promoCodeIds: null, termsAccepted: false });
  });
});

describe('validation outcome actions', () => {
  it('offers a retry exactly where the order can still be paid, and a way forward everywhere', () => {
    for (const [outcome, view] of Object.entries(OUTCOME_VIEW) as [ValidationOutcome, (typeof OUTCOME_VIEW)[ValidationOutcome]][]) {
      expect(view.actions.length).toBeGreaterThan(0);
      expect(view.actions.includes('retry')).toBe(canRetryPayment(outcome));
    }
    expect(OUTCOME_VIEW.pending.actions).toContain('refresh');
    expect(OUTCOME_VIEW.success.actions).toContain('orders');
    expect(OUTCOME_VIEW.expired.actions).toContain('newOrder');
    // The order whose ticket was taken off sale is still held: the summary removes it.
    expect(OUTCOME_VIEW.withdrawn.actions[0]).toBe('summary');
    expect(ENDED_OUTCOMES.has('withdrawn')).toBe(false);
  });
});

describe('the refund note of the validation page', () => {
  it('says the payment came after the seats were released only for an expired order', () => {
    expect(refundNoteKey('expired')).toBe('validation:refund');
    // A ticket office cancellation, a withdrawn resale ticket, a payment not matching the order.
    for (const outcome of ['cancelled', 'withdrawn', 'notValidated', 'paymentError'] as const) expect(refundNoteKey(outcome)).toBe('validation:refundOther');
  });
});
