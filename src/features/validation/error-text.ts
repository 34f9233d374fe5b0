import type { TFunction } from 'i18next';

/** The text of a payment result that could not be read: the shop's text of the code, else the generic failure. */
export function validationErrorText(t: TFunction, code: string): string {
  return t([`errors:${code}`, 'errors:UNKNOWN']);
}
