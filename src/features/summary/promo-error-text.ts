import type { TFunction } from 'i18next';

/**
 * The text of a refused promo code: the promo words for its reason, else the shop's text of the
 * code (a session ended, a form the server could not read); a code with neither reads as the generic failure.
 */
export function promoErrorText(t: TFunction, code: string): string {
  return t([`promo:errors.${code}`, `errors:${code}`, 'booking:errors.UNKNOWN']);
}
