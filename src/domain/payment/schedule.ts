/**
 * Instalment schedules. Rounding rule: the total is split into N equal parts of
 * floor(total / N) cents and the remainder (fewer than N cents) is added to the FIRST instalment,
 * so the customer pays the odd cents up front and every later charge is the same amount.
 * Due dates are monthly from the order date, in UTC, at midnight: instalment 1 is due on the
 * order date, instalment k on the same day of month k-1 months later, clamped to the last day
 * of shorter months (an order on 31 January has its second instalment on 28/29 February and its
 * third on 31 March: the day is taken from the order date, never from the clamped month).
 */
import { assertCents } from '../money.js';

export interface ScheduledInstallment {
  /** 1-based. */
  position: number;
  /** ISO UTC datetime at midnight of the due day. */
  dueDate: string;
  amount: number;
}

/** Splits `total` cents into `count` amounts summing exactly to `total`; remainder on the first. */
export function splitInstallmentAmounts(total: number, count: number): number[] {
  assertCents(total);
  if (total < 0) throw new RangeError('total must not be negative');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => (i === 0 ? base + remainder : base));
}

const daysInMonthUtc = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Midnight UTC of the day `months` months after `from`'s day, with the day clamped to the month. */
export function addMonthsUtc(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const target = new Date(Date.UTC(year, month, 1));
  const day = Math.min(from.getUTCDate(), daysInMonthUtc(target.getUTCFullYear(), target.getUTCMonth()));
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day));
}

/**
 * The schedule of an order of `total` cents paid in `count` instalments from `orderDate`
 * (an ISO string or a Date). `count` 1 is payment in full: one instalment due on the order date.
 */
export function installmentSchedule(total: number, count: number, orderDate: string | Date): ScheduledInstallment[] {
  const start = typeof orderDate === 'string' ? new Date(orderDate) : orderDate;
  if (Number.isNaN(start.getTime())) throw new RangeError('invalid order date');
  return splitInstallmentAmounts(total, count).map((amount, i) => ({
    position: i + 1,
    dueDate: addMonthsUtc(start, i).toISOString(),
    amount,
  }));
}

/**
 * Whether every instalment of a schedule is the same amount: then "N instalments of X" is exact;
 * otherwise the first carries the remainder and X (a later one) is only approximately each.
 */
export function installmentsAreEqual(schedule: readonly { amount: number }[]): boolean {
  return schedule.every((installment) => installment.amount === schedule[0]?.amount);
}
