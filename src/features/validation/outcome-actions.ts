/** Each validation outcome's tone and next actions (the page renders them). */
import type { ValidationOutcome } from './api.js';

export type OutcomeAction = 'orders' | 'refresh' | 'retry' | 'summary' | 'newOrder' | 'home';

export const OUTCOME_VIEW: Record<ValidationOutcome, { color: string; actions: OutcomeAction[] }> = {
  success: { color: 'green', actions: ['orders', 'home'] },
  pending: { color: 'blue', actions: ['refresh', 'home'] },
  notValidated: { color: 'orange', actions: ['retry', 'newOrder'] },
  expired: { color: 'gray', actions: ['newOrder'] },
  cancelled: { color: 'gray', actions: ['home'] },
  paymentError: { color: 'red', actions: ['retry', 'newOrder'] },
  // The order is still held: the ticket taken off sale is removed on the summary, the rest paid.
  withdrawn: { color: 'orange', actions: ['summary', 'newOrder'] },
};

/**
 * Outcomes after which the order takes no more tickets: a cart built on it starts afresh. Not
 * `withdrawn`: that order stays the fan's cart until the ticket taken off sale is removed.
 */
export const ENDED_OUTCOMES: ReadonlySet<ValidationOutcome> = new Set(['success', 'expired', 'cancelled']);

/**
 * The note shown when the order's payment is to be refunded. "Arrived after your seats were
 * released" is true of an expired order only: a cancelled or withdrawn order, or a payment that
 * did not match the order, is refunded for another reason its outcome already says.
 */
export function refundNoteKey(outcome: ValidationOutcome): 'validation:refund' | 'validation:refundOther' {
  return outcome === 'expired' ? 'validation:refund' : 'validation:refundOther';
}
