import type { TFunction } from 'i18next';

/** The translated message of an error code: shop-wide codes, then the account's field codes, then UNKNOWN. */
export function resaleErrorMessage(t: TFunction, code: string): string {
  return t([`errors:${code}`, `account:errors.${code}`, 'errors:UNKNOWN']);
}

/** Field codes of a VALIDATION_FAILED answer (`details.fields`), if any. */
export function fieldCodes(details: unknown): Record<string, string> {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
