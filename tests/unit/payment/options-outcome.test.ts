import { describe, expect, it } from 'vitest';
import { PENDING_PAYMENT_WINDOW_SECONDS, findOfferedOption, offeredPaymentOptions, validationOutcome } from '../../../src/domain/payment/index.js';
import type { OutcomeFacts } from '../../../src/domain/payment/index.js';

const config = {
  singlePayment: { numberOfInstallments: 1, minimumAmount: 0, maximumAmount: 500_000 },
  installmentPayment: [
    { numberOfInstallments: 10, minimumAmount: 30_000, maximumAmount: 1_000_000 },
    { numberOfInstallments: 3, minimumAmount: 10_000, maximumAmount: 1_000_000 },
  ],
};
const counts = (total: number) => offeredPaymentOptions(config, total).map((o) => o.numberOfInstallments);

describe('offeredPaymentOptions', () => {
  it('offers each option within its inclusive bounds, in full first', () => {
    expect(counts(0)).toEqual([1]);
    expect(counts(1)).toEqual([1]);
    expect(counts(9_999)).toEqual([1]);
    expect(counts(10_000)).toEqual([1, 3]);
    expect(counts(29_999)).toEqual([1, 3]);
    expect(counts(30_000)).toEqual([1, 3, 10]);
    expect(counts(500_000)).toEqual([1, 3, 10]);
    expect(counts(500_001)).toEqual([3, 10]);
    expect(counts(1_000_000)).toEqual([3, 10]);
    expect(counts(1_000_001)).toEqual([]);
  });

  it('offers a total of 0 payment in full only, whatever the bounds say', () => {
    const loose = {
      singlePayment: { numberOfInstallments: 1, minimumAmount: 100, maximumAmount: 500_000 },
      installmentPayment: [{ numberOfInstallments: 3, minimumAmount: 0, maximumAmount: 1_000_000 }],
    };
    expect(offeredPaymentOptions(loose, 0).map((o) => o.numberOfInstallments)).toEqual([1]);
    expect(findOfferedOption(loose, 0, 3)).toBeNull();
    expect(offeredPaymentOptions(loose, 1).map((o) => o.numberOfInstallments)).toEqual([3]);
  });

  it('finds only an offered count', () => {
    expect(findOfferedOption(config, 20_000, 3)?.minimumAmount).toBe(10_000);
    expect(findOfferedOption(config, 20_000, 10)).toBeNull();
    expect(findOfferedOption(config, 20_000, 2)).toBeNull();
  });

  it('ignores duplicate and non-positive counts', () => {
    const odd = { ...config, installmentPayment: [...config.installmentPayment, { numberOfInstallments: 3, minimumAmount: 0, maximumAmount: 1 }, { numberOfInstallments: 0, minimumAmount: 0, maximumAmount: 10 }] };
    expect(offeredPaymentOptions(odd, 5).map((o) => o.numberOfInstallments)).toEqual([1]);
  });
});

describe('validationOutcome', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const facts = (over: Partial<OutcomeFacts>): OutcomeFacts => ({
    status: 'onhold', hasTransactionInProgress: false, expiryDatetime: '2026-11-22T12:10:00Z', latestPaymentStatus: null, ...over,
  });
  it('maps each order state to its outcome', () => {
    expect(validationOutcome(facts({ status: 'confirmed', latestPaymentStatus: 'succeeded' }), now)).toBe('success');
    expect(validationOutcome(facts({ status: 'cancelled' }), now)).toBe('cancelled');
    expect(validationOutcome(facts({ status: 'abandoned', latestPaymentStatus: 'refund_required' }), now)).toBe('expired');
    expect(validationOutcome(facts({ hasTransactionInProgress: true, latestPaymentStatus: 'pending' }), now)).toBe('pending');
    expect(validationOutcome(facts({ latestPaymentStatus: 'refused' }), now)).toBe('notValidated');
    expect(validationOutcome(facts({ latestPaymentStatus: 'error' }), now)).toBe('paymentError');
  });
  it('an order a ticket of which was withdrawn cannot be retried, paid or not; a lapsed hold still reads as expired', () => {
    expect(validationOutcome(facts({ ticketWithdrawn: true }), now)).toBe('withdrawn');
    expect(validationOutcome(facts({ ticketWithdrawn: true, latestPaymentStatus: 'refund_required' }), now)).toBe('withdrawn');
    expect(validationOutcome(facts({ ticketWithdrawn: true, hasTransactionInProgress: true, latestPaymentStatus: 'pending' }), now)).toBe('withdrawn');
    expect(validationOutcome(facts({ ticketWithdrawn: true, expiryDatetime: '2026-11-22T12:00:00Z' }), now)).toBe('expired');
  });
  it('an expired hold is expired even before the sweep, unless a payment is running', () => {
    expect(validationOutcome(facts({ expiryDatetime: '2026-11-22T12:00:00Z', latestPaymentStatus: 'error' }), now)).toBe('expired');
    expect(validationOutcome(facts({ expiryDatetime: '2026-11-22T11:45:00Z', hasTransactionInProgress: true }), now)).toBe('pending');
  });
  it('a payment left pending past the window after the expiry no longer holds: expired', () => {
    // PENDING_PAYMENT_WINDOW_SECONDS is 30 minutes: 11:30 + 30 min is now.
    expect(PENDING_PAYMENT_WINDOW_SECONDS).toBe(30 * 60);
    expect(validationOutcome(facts({ expiryDatetime: '2026-11-22T11:30:01Z', hasTransactionInProgress: true }), now)).toBe('pending');
    expect(validationOutcome(facts({ expiryDatetime: '2026-11-22T11:30:00Z', hasTransactionInProgress: true }), now)).toBe('expired');
    expect(validationOutcome(facts({ expiryDatetime: '2026-11-22T11:00:00Z', hasTransactionInProgress: true, latestPaymentStatus: 'pending' }), now)).toBe('expired');
  });
});
