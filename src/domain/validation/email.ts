import { isBlank } from './codes.js';
import type { CheckResult } from './codes.js';

// Dot-atom local part (RFC 5322 without quoted strings, which no shop customer uses).
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;
const MAX_LOCAL = 64;
const MAX_LABEL = 63;
const MAX_TOTAL = 254;

/** Trims and lower-cases an e-mail address: the form in which it is stored and compared. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** True when `value` (after normalisation) is a well-formed address. */
export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  if (email.length > MAX_TOTAL) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  if (!TOP_LEVEL.test(topLevel)) return false;
  return labels.every((label) => label.length <= MAX_LABEL && DOMAIN_LABEL.test(label));
}

/** EMAIL_REQUIRED when blank, EMAIL_INVALID when malformed. */
export function checkEmail(value: string | null | undefined): CheckResult {
  if (value === null || value === undefined || isBlank(value)) return 'EMAIL_REQUIRED';
  return isValidEmail(value) ? null : 'EMAIL_INVALID';
}
