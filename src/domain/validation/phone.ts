import { isBlank } from './codes.js';
import type { CheckResult } from './codes.js';

// Optional leading +, then digits with single spaces, dots, hyphens or a parenthesised group.
const SHAPE = /^\+?[\d(][\d .()-]*\d$/;

/** Removes the separators people type; keeps a leading +. "+33 6 12-34" → "+3361234". */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** PHONE_REQUIRED / PHONE_INVALID: 8 to 15 digits (E.164 maximum) in a plausible written form. */
export function checkPhone(value: string | null | undefined): CheckResult {
  if (value === null || value === undefined || isBlank(value)) return 'PHONE_REQUIRED';
  const trimmed = value.trim();
  if (!SHAPE.test(trimmed) || (trimmed.match(/\(/g)?.length ?? 0) !== (trimmed.match(/\)/g)?.length ?? 0)) {
    return 'PHONE_INVALID';
  }
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15 ? null : 'PHONE_INVALID';
}
