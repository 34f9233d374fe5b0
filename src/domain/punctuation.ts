/**
 * Spacing around punctuation. French sets off ? ! ; % with a narrow no-break space, : with a
 * no-break space and the inside of « » with one too: a plain space lets the mark wrap alone onto
 * the next line of a narrow screen. The translation files hold these characters as \u escapes.
 */
import type { Locale } from './site-config.js';

/** No-break space: before a French colon, inside « ». */
export const NO_BREAK_SPACE = '\u00a0';

/** Narrow no-break space: before a French ? ! ; and %. */
export const NARROW_NO_BREAK_SPACE = '\u202f';

/** The colon between a label and what follows it: "Total: €10.00", "Total : 10,00 €" in French. */
export function labelColon(locale: Locale): string {
  return locale === 'fr' ? `${NO_BREAK_SPACE}:` : ':';
}
