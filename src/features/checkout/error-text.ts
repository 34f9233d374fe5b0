import type { TFunction } from 'i18next';

/**
 * The text of a refused checkout call (options, payment start, leaving an attempt): the checkout's
 * own words for the reason, else the shop's text of the code; a code with neither reads as "try later".
 */
export function checkoutErrorText(t: TFunction, code: string): string {
  return t([`checkout:errors.reasons.${code}`, `errors:${code}`, 'checkout:errors.tryLater']);
}
