import type { TFunction } from 'i18next';

/**
 * The translated message of an error code: shop-wide codes, then the account's field codes, then
 * UNKNOWN; a refusal carrying its limit (`details.limit`) says the number, as a plural count.
 */
export function resaleErrorMessage(t: TFunction, code: string, details?: unknown): string {
  const keys = [`errors:${code}`, `account:errors.${code}`, 'errors:UNKNOWN'];
  const limit = (details as { limit?: unknown } | null | undefined)?.limit;
  return typeof limit === 'number' ? t(keys, { count: limit }) : t(keys);
}

/** Field codes of a VALIDATION_FAILED answer (`details.fields`), if any. */
export function fieldCodes(details: unknown): Record<string, string> {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
