/**
 * Percentages in each language's conventions: "5.5%" in English, "5,5%" in Dutch, "5,5 %" (a
 * no-break space) in Spanish and Russian, and in French the narrow no-break space the shop uses
 * before % everywhere. Written out like money (no Intl), so the server's PDFs and mails, the
 * client's screens and the tests agree whatever ICU data the runtime ships: Node's ICU gives
 * French a wide no-break space where the rest of the French texts have a narrow one.
 */
import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './punctuation.js';
import type { Locale } from './site-config.js';

const STYLES: Record<Locale, { decimal: string; beforeSign: string }> = {
  en: { decimal: '.', beforeSign: '' },
  es: { decimal: ',', beforeSign: NO_BREAK_SPACE },
  fr: { decimal: ',', beforeSign: NARROW_NO_BREAK_SPACE },
  nl: { decimal: ',', beforeSign: '' },
  ru: { decimal: ',', beforeSign: NO_BREAK_SPACE },
};

/** `percent` (10 for ten per cent) with up to two decimals and the sign, e.g. 5.5 → "5,5 %" in French. */
export function formatPercent(percent: number, locale: Locale): string {
  const style = STYLES[locale];
  const rounded = Math.round(percent * 100) / 100;
  return `${String(rounded).replace('.', style.decimal)}${style.beforeSign}%`;
}
