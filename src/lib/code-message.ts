import type { TFunction } from 'i18next';
import { retryAfterMinutes } from './retry-after.js';

/**
 * The translated message of an error code, looked up in the given namespaces' `errors` in order,
 * then the shop-wide codes, then UNKNOWN. A rate limit says how long to wait when the answer's
 * `details` tell it (the windows last minutes, not "a moment").
 */
export function translateCode(t: TFunction, namespaces: readonly string[], code: string, details?: unknown): string {
  const minutes = code === 'RATE_LIMITED' ? retryAfterMinutes(details) : null;
  if (minutes !== null) return t('errors:RATE_LIMITED_WAIT', { count: minutes });
  return t([...namespaces.map((ns) => `${ns}:errors.${code}`), `errors:${code}`, 'errors:UNKNOWN']);
}
