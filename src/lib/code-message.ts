import type { TFunction } from 'i18next';
import { retryAfterMinutes } from './retry-after.js';

/**
 * A screen's own wording for some codes: code → translation key, tried before the namespaces'.
 * The key of RATE_LIMITED words the wait (it gets the minutes as `count`), so it stands only when
 * the answer tells the wait; otherwise the shop-wide "wait a moment" does.
 */
export type CodeOverrides = Readonly<Partial<Record<string, string>>>;

/**
 * The translated message of an error code: the screen's override, then the given namespaces'
 * `errors` in order, then the shop-wide codes, then UNKNOWN. A rate limit says how long to wait
 * when the answer's `details` tell it (the windows last minutes, not "a moment").
 */
export function translateCode(t: TFunction, namespaces: readonly string[], code: string, details?: unknown, overrides: CodeOverrides = {}): string {
  const own = overrides[code];
  const minutes = code === 'RATE_LIMITED' ? retryAfterMinutes(details) : null;
  if (minutes !== null) return t(own ?? 'errors:RATE_LIMITED_WAIT', { count: minutes });
  const ownKeys = own !== undefined && code !== 'RATE_LIMITED' ? [own] : [];
  return t([...ownKeys, ...namespaces.map((ns) => `${ns}:errors.${code}`), `errors:${code}`, 'errors:UNKNOWN']);
}
