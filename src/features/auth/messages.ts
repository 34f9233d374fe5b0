import type { TFunction } from 'i18next';
import { retryAfterMinutes } from '../../lib/retry-after.js';

/**
 * The translated message of an error code: the auth screens' own codes, then the field codes of
 * the account namespace, then the shop-wide ones, then UNKNOWN. A rate limit says how long to
 * wait when the answer's `details` tell it (the windows last minutes, not "a moment").
 */
export function codeMessage(t: TFunction, code: string, details?: unknown): string {
  const minutes = code === 'RATE_LIMITED' ? retryAfterMinutes(details) : null;
  if (minutes !== null) return t('errors:RATE_LIMITED_WAIT', { count: minutes });
  return t([`auth:errors.${code}`, `account:errors.${code}`, `errors:${code}`, 'errors:UNKNOWN']);
}

/** Field codes translated for a Mantine form's setErrors. */
export function translateFieldCodes(t: TFunction, codes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, codeMessage(t, code)]));
}
