import { describe, expect, it } from 'vitest';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * French texts write the apostrophe inside words as the typographic one (l’adresse, aujourd’hui),
 * as most of the shop's French does; a straight one (l'adresse) among them looks like a typing slip.
 */
const STRAIGHT_IN_WORD = /\p{L}'\p{L}/gu;

function straightApostrophes(texts: LocaleText[]): string[] {
  return texts.flatMap(([where, text]) => [...text.matchAll(STRAIGHT_IN_WORD)].map((m) => `${where}: …${text.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + 14)}…`));
}

describe('French apostrophes', () => {
  it('the client translations use the typographic apostrophe (’) inside words', () => {
    const texts = clientTexts('fr');
    expect(texts.length).toBeGreaterThan(700);
    expect(straightApostrophes(texts)).toEqual([]);
  });

  it('the mails, the test payment page, the documents, the demo configuration and seed too', () => {
    expect(straightApostrophes([...serverTexts('fr'), ...siteConfigTexts('fr'), ...seedTexts('fr')])).toEqual([]);
  });

  it('reads a straight apostrophe between letters as a fault, and leaves quotes alone', () => {
    expect(straightApostrophes([['t', "l'adresse"]])).toHaveLength(1);
    expect(straightApostrophes([['t', 'l’adresse, « citation », \'x\'']])).toEqual([]);
  });
});
