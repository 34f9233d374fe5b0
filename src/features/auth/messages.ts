import type { TFunction } from 'i18next';

/**
 * The translated message of an error code: the auth screens' own codes, then the field codes of
 * the account namespace, then the shop-wide ones, then UNKNOWN.
 */
export function codeMessage(t: TFunction, code: string): string {
  return t([`auth:errors.${code}`, `account:errors.${code}`, `errors:${code}`, 'errors:UNKNOWN']);
}

/** Field codes translated for a Mantine form's setErrors. */
export function translateFieldCodes(t: TFunction, codes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, codeMessage(t, code)]));
}
