import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { formatCents } from '../../../src/domain/money.js';
import { formatPercent } from '../../../src/domain/percent.js';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';

/**
 * Amounts written into texts (the demo's promo descriptions, "5 € de réduction dès 20 €") follow the
 * shop's own money and percent formatting of that language: the euro sign on the same side, and
 * the same space, a no-break one, so "5" and "€" (or "20" and "%") never wrap onto two lines.
 */
const SPACE = '[ \\t\\u00a0\\u202f]*';

/** How `formatCents` and `formatPercent` write 5 € and 5 % in `locale`: the sign's side and the space. */
function styleOf(locale: string) {
  const money = formatCents(500, locale as never);
  const percent = formatPercent(5, locale as never);
  return {
    euroAfter: money.endsWith('€'),
    euroSpace: money.endsWith('€') ? money.slice(money.indexOf('00') + 2, -1) : money.slice(1, money.indexOf('5')),
    percentSpace: percent.slice(1, -1),
  };
}

/** Each amount of `text` written otherwise than the language's formatting does. */
function misformatted(text: string, locale: string): string[] {
  const style = styleOf(locale);
  const found: string[] = [];
  const report = (m: RegExpMatchArray) => found.push(JSON.stringify(text.slice(Math.max(0, (m.index ?? 0) - 8), (m.index ?? 0) + m[0].length + 8)));
  for (const m of text.matchAll(new RegExp(`\\d(${SPACE})€`, 'gu'))) if (!style.euroAfter || m[1] !== style.euroSpace) report(m);
  for (const m of text.matchAll(new RegExp(`€(${SPACE})\\d`, 'gu'))) if (style.euroAfter || m[1] !== style.euroSpace) report(m);
  for (const m of text.matchAll(new RegExp(`\\d(${SPACE})%`, 'gu'))) if (m[1] !== style.percentSpace) report(m);
  return found;
}

describe('amounts in texts are written as the shop formats money and percentages', () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`in ${locale}: client translations, mails, documents, demo configuration and seed`, () => {
      const texts = [...clientTexts(locale), ...serverTexts(locale), ...siteConfigTexts(locale), ...seedTexts(locale)];
      expect(texts.flatMap(([where, text]) => misformatted(text, locale).map((excerpt) => `${where}: ${excerpt}`))).toEqual([]);
    });
  }

  it('reads the wrong space or the wrong side as faults', () => {
    expect(styleOf('fr')).toEqual({ euroAfter: true, euroSpace: '\u00a0', percentSpace: '\u202f' });
    expect(styleOf('nl')).toEqual({ euroAfter: false, euroSpace: '\u00a0', percentSpace: '' });
    expect(styleOf('en')).toEqual({ euroAfter: false, euroSpace: '', percentSpace: '' });
    expect(misformatted('5 € dès 20 €', 'fr')).toHaveLength(2);
    expect(misformatted('5\u00a0€ dès 20\u00a0€, 10\u202f%', 'fr')).toEqual([]);
    expect(misformatted('€ 5 korting', 'nl')).toHaveLength(1);
    expect(misformatted('5\u00a0€ korting', 'nl')).toHaveLength(1);
    expect(misformatted('Скидка 50 %', 'ru')).toHaveLength(1);
    expect(misformatted('€5 off orders of €20, 20% off', 'en')).toEqual([]);
  });
});
