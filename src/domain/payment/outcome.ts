/**
 * What the validation page shows after a payment attempt, decided from the order and its latest
 * payment, each outcome with its next action (see the validation feature).
 */
import type { OrderStatus } from '../order-status.js';
import { isHoldLapsed } from './pending-window.js';

export type PaymentStatus = 'pending' | 'succeeded' | 'refused' | 'error' | 'refund_required' | 'refunded';

export type ValidationOutcome =
  /** Order registered. */
  | 'success'
  /** The bank is still processing: refresh in a few minutes. */
  | 'pending'
  /** Payment refused: retry or start a new order. */
  | 'notValidated'
  /** The hold ran out before the order was paid. */
  | 'expired'
  /** A ticket manager cancelled the order. */
  | 'cancelled'
  /** The provider reported an error. */
  | 'paymentError'
  /** A resale ticket of the order was taken off sale by the ticket office: the order cannot be sold. */
  | 'withdrawn';

export interface OutcomeFacts {
  status: OrderStatus;
  hasTransactionInProgress: boolean;
  expiryDatetime: string;
  /** The order's newest payment, null when none was started. */
  latestPaymentStatus: PaymentStatus | null;
  /** True when a ticket of the on-hold order no longer holds its seat or resale claim. */
  ticketWithdrawn?: boolean;
}

/** The validation outcome of an order at `now`. */
export function validationOutcome(facts: OutcomeFacts, now: Date): ValidationOutcome {
  switch (facts.status) {
    case 'confirmed':
      return 'success';
    case 'cancelled':
      return 'cancelled';
    case 'abandoned':
      return 'expired';
    case 'onhold':
      break;
  }
  // A payment left pending past its window no longer holds the seats: the hold has expired.
  if (isHoldLapsed(facts, now)) return 'expired';
  // Paid or not, the order cannot be sold any more: retrying would only be refused.
  if (facts.ticketWithdrawn === true) return 'withdrawn';
  if (facts.hasTransactionInProgress) return 'pending';
  if (facts.latestPaymentStatus === 'error') return 'paymentError';
  return 'notValidated';
}

/** True when the customer can start a new payment for this outcome (same order, not expired). */
export function canRetryPayment(outcome: ValidationOutcome): boolean {
  return outcome === 'notValidated' || outcome === 'paymentError';
}
