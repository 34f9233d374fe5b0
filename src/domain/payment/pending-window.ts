/**
 * How long a payment the provider leaves pending may keep its order's seats. Starting a payment
 * stops the hold's own clock (a fan at the bank's 3-D Secure page must not lose the seats), but a
 * provider that never answers must not hold them for ever: past its expiry plus this window the
 * order is an expired hold like any other (swept, seats free, shown as expired), and a success
 * notification arriving later takes the late-payment path (refund required, nothing sold twice).
 *
 * Counted from the hold's expiry rather than from the payment's start (`payments.created_at`):
 * a payment can only start before the expiry, so this bound is never shorter than the window
 * after the start, and it needs no extra column on the hot path that checks seats on every hold.
 */
export const PENDING_PAYMENT_WINDOW_SECONDS = 30 * 60;

/** The moment a hold with a payment in progress stops protecting its seats. */
export function pendingPaymentDeadline(expiryDatetime: string): Date {
  return new Date(Date.parse(expiryDatetime) + PENDING_PAYMENT_WINDOW_SECONDS * 1000);
}

/**
 * The expiry at or before which a hold has lapsed even with a payment in progress, at `nowIso`
 * (ISO text, so it compares with stored expiries as text, on SQLite and PostgreSQL alike).
 */
export function pendingPaymentCutoff(nowIso: string): string {
  return new Date(Date.parse(nowIso) - PENDING_PAYMENT_WINDOW_SECONDS * 1000).toISOString();
}

/** The facts of an on-hold order that decide whether it still holds its seats. */
export interface HoldFacts {
  expiryDatetime: string;
  hasTransactionInProgress: boolean;
}

/** True when an on-hold order no longer holds its seats at `now` (the same rule as the database queries). */
export function isHoldLapsed(hold: HoldFacts, now: Date): boolean {
  const limit = hold.hasTransactionInProgress ? pendingPaymentDeadline(hold.expiryDatetime).getTime() : Date.parse(hold.expiryDatetime);
  return limit <= now.getTime();
}
