import { isBlank } from './codes.js';
import type { CheckResult } from './codes.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is yyyy-mm-dd and names a real calendar day (2024-02-29 yes, 2023-02-29 no). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * BIRTH_DATE_REQUIRED / DATE_INVALID / BIRTH_DATE_IN_FUTURE. `today` is yyyy-mm-dd (the caller's
 * clock) so the rule stays pure; dates before 1900 are refused as typing mistakes.
 */
export function checkBirthDate(value: string | null | undefined, today: string): CheckResult {
  if (value === null || value === undefined || isBlank(value)) return 'BIRTH_DATE_REQUIRED';
  const date = value.trim();
  if (!isValidIsoDate(date) || date < '1900-01-01') return 'DATE_INVALID';
  return date > today ? 'BIRTH_DATE_IN_FUTURE' : null;
}
