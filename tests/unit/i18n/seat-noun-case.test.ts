import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/site-config.js';
import { clientTexts, serverTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * Block, row and seat are common nouns in the shop's five languages (none capitalises nouns): a
 * text that opens with one capitalises it as a label ("Bloque 210, fila 3"), a text that names
 * one after something else keeps it lowercase ("Tribuna Este, bloque 210"). Spanish showed
 * "· Bloque 210 ·" on resale cards beside "Tribuna Este, bloque 210" on order lines.
 */
const NOUNS: Record<Locale, readonly string[]> = {
  en: ['block', 'row', 'seat'],
  es: ['bloque', 'fila', 'asiento'],
  fr: ['bloc', 'rang', 'place'],
  nl: ['vak', 'rij', 'stoel'],
  ru: ['сектор', 'ряд', 'место'],
};
const LOCALES = Object.keys(NOUNS) as Locale[];

/** A noun followed by its value placeholder ("bloque {{block}}"): the seat-naming texts. */
function wrongCase(locale: Locale, texts: readonly LocaleText[]): string[] {
  const found: string[] = [];
  for (const [where, text] of texts) {
    for (const noun of NOUNS[locale]) {
      const pattern = new RegExp(`(^|[^\\p{L}])(${noun})(?= \\{\\{)`, 'giu');
      for (const match of text.matchAll(pattern)) {
        const at = match.index + match[1]!.length;
        const word = match[2]!;
        const opens = text.slice(0, at).trim() === '';
        const expected = opens ? word[0]!.toLocaleUpperCase(locale) + word.slice(1) : word.toLocaleLowerCase(locale);
        if (word !== expected) found.push(`${where}: ${text}`);
      }
    }
  }
  return found;
}

describe('block, row and seat capitalisation', () => {
  it('the check catches a capital in mid-line and a lowercase opening', () => {
    expect(wrongCase('es', [['a', '{{stand}} · Bloque {{block}} · fila {{row}}']])).toHaveLength(1);
    expect(wrongCase('es', [['a', 'fila {{row}}, asiento {{seat}}']])).toHaveLength(1);
    expect(wrongCase('es', [['a', 'Bloque {{block}}, fila {{row}}, asiento {{seat}}'], ['b', '{{stand}}, bloque {{block}}']])).toEqual([]);
  });

  it.each(LOCALES)('%s names blocks, rows and seats the same way everywhere', (locale) => {
    // The seats taken meanwhile are listed inside a sentence ("…: bloque 2, fila 3, asiento 4"),
    // so that fragment opens in lowercase on purpose.
    const texts = clientTexts(locale).filter(([where]) => where !== 'seatmap.json.taken.lostSeat');
    expect(texts.length).toBeGreaterThan(300);
    expect(wrongCase(locale, [...texts, ...serverTexts(locale)])).toEqual([]);
  });
});
