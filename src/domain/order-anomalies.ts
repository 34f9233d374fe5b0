/**
 * Order anomalies of the spec a ticket manager must look at, and the checks that find them. A
 * payment result that moves money without a matching sale, or a schedule that does not add up to
 * what the order costs, is recorded on the order where it happens, never silently dropped.
 */
export type OrderAnomalyCode =
  | 'empty'
  | 'installment_not_paid'
  | 'overpaid_transaction_not_refunded'
  | 'payment_required'
  | 'refund_required'
  | 'test_code'
  | 'transaction_details_unbalanced'
  | 'wrong_status';

export const ORDER_ANOMALY_CODES: readonly OrderAnomalyCode[] = [
  'empty', 'installment_not_paid', 'overpaid_transaction_not_refunded', 'payment_required', 'refund_required', 'test_code',
  'transaction_details_unbalanced', 'wrong_status',
];

export type AnomalyStatus = 'acknowledged' | 'in_progress' | 'solved';
export const ANOMALY_STATUSES: readonly AnomalyStatus[] = ['acknowledged', 'in_progress', 'solved'];

/** True when the instalments scheduled for an order add up to what it costs. */
export function scheduleBalanced(orderTotal: number, installmentAmounts: readonly number[]): boolean {
  if (installmentAmounts.length === 0) return orderTotal === 0;
  return installmentAmounts.reduce((sum, amount) => sum + amount, 0) === orderTotal;
}

/**
 * What a success notification for a payment that is no longer pending means: nothing for a
 * payment already counted as succeeded (a second delivery of the same money), money taken without
 * a sale for a payment already settled as failed.
 */
export function lateSuccessAnomaly(paymentStatus: string): OrderAnomalyCode | null {
  return paymentStatus === 'refused' || paymentStatus === 'error' ? 'overpaid_transaction_not_refunded' : null;
}
