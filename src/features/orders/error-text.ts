import type { TFunction } from 'i18next';

/**
 * The text of a refused My purchases action (a download, the invoice, a wallet pass): the
 * purchases' words, else the shop's text of the code; a code with neither reads as the generic failure.
 */
export function purchaseErrorText(t: TFunction, code: string): string {
  // A blocked purchase's text names a date the action's refusal does not carry.
  return t([`orders:errors.${code}`, `orders:purchase.blocked.${code}`, `errors:${code}`, 'errors:UNKNOWN'], { date: '' });
}

/** The text of a refused holder change: the holder form's words, else the shop's text of the code. */
export function holderErrorText(t: TFunction, code: string): string {
  return t([`orders:holder.errors.${code}`, `errors:${code}`, 'orders:holder.errors.UNKNOWN']);
}
