/** Refusals of the payment calls. */
import { AppError } from '../../errors.js';

/** The spec's "Payment could not be initiated"; `reason` says why (for logs and tests). */
export function paymentNotInitiated(status: number, reason: string, details: Record<string, unknown> = {}): AppError {
  return new AppError(status, 'PAYMENT_NOT_INITIATED', 'PAYMENT_NOT_INITIATED', { reason, ...details });
}
