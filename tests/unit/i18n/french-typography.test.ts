import { describe, expect, it } from 'vitest';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * French spacing: a narrow no-break space (U+202F) before ? ! ; and %, a no-break space (U+00A0)
 * before : and inside « ». With a plain space, or none, a "?" or ":" wraps alone onto the next
 * line of a 320 px screen. Every French text a fan reads is checked: the client's translations,
 * the mails, the test payment page, the documents' labels and the demo's configuration and seed.
 */
const NNBSP = '\u202f';
const NBSP = '\u00a0';
// Addresses ("https://…", "?lng=fr") and clock times ("20:00") are not prose.
const notProse = (text: string) => text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\d:\d/g, ' ');

/** Each wrongly spaced mark of `text`, with the characters around it. */
function misspaced(text: string): string[] {
  const prose = notProse(text);
  const found: string[] = [];
  for (const match of prose.matchAll(/(.)([?!;:%»])|(«)(.)/gsu)) {
    const [whole, before, mark, open, after] = match;
    const ok = open !== undefined ? after === NBSP
      : mark === ':' || mark === '»' ? before === NBSP
      : mark === '%' ? before === NNBSP || before === NBSP
      : before === NNBSP;
    if (!ok) found.push(JSON.stringify(prose.slice(Math.max(0, (match.index ?? 0) - 12), (match.index ?? 0) + whole.length + 4)));
  }
  return found;
}

const problems = (texts: LocaleText[]) => texts.flatMap(([where, text]) => misspaced(text).map((excerpt) => `${where}: ${excerpt}`));

describe('French spacing before ? ! ; : % and inside « »', () => {
  it('the client translations use no-break spaces', () => {
    const texts = clientTexts('fr');
    expect(texts.length).toBeGreaterThan(700);
    expect(problems(texts)).toEqual([]);
  });

  it('the mails, the test payment page and the documents too', () => {
    expect(problems(serverTexts('fr'))).toEqual([]);
  });

  it('the demo configuration and the seeded translations too', () => {
    expect(problems([...siteConfigTexts('fr'), ...seedTexts('fr')])).toEqual([]);
  });

  it('reads a plain space, a missing space and a no-break space of the wrong width as faults', () => {
    expect(misspaced('Mot de passe oublié ?')).toHaveLength(1);
    expect(misspaced('Total: 10 €')).toHaveLength(1);
    expect(misspaced(`Vraiment${NBSP}?`)).toHaveLength(1);
    expect(misspaced(`« Valider${NBSP}»`)).toHaveLength(1);
    expect(misspaced(`Total${NBSP}: 10${NNBSP}%${NNBSP}! «${NBSP}Oui${NBSP}» https://x.example/?a=1 20:00`)).toEqual([]);
  });
});
