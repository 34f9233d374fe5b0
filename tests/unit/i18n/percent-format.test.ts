import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/domain/percent.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';

/**
 * English and Dutch write "10%", Spanish and Russian "10 %" with a no-break space, French "10 %"
 * with the narrow no-break space its other marks have. English PDFs said "of which VAT 5.5 %" and
 * the resale fee "(5 %)": the space was in the texts, whatever the language.
 */
describe('percentages by language', () => {
  it('writes the sign as each language does', () => {
    expect(formatPercent(5.5, 'en')).toBe('5.5%');
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(5.5, 'nl')).toBe('5,5%');
    expect(formatPercent(5.5, 'es')).toBe('5,5\u00a0%');
    expect(formatPercent(5.5, 'ru')).toBe('5,5\u00a0%');
    expect(formatPercent(5.5, 'fr')).toBe('5,5\u202f%');
    expect(formatPercent(12.345, 'fr')).toBe('12,35\u202f%');
  });

  it('agrees with Intl.NumberFormat where its ICU data agrees with the shop (every language but French)', () => {
    for (const locale of ['en', 'es', 'nl', 'ru'] as const) {
      expect(formatPercent(5.5, locale), locale).toBe(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.055));
    }
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: the invoice's VAT line and every text around a percentage leave the sign to formatPercent`, () => {
      expect(documentTexts(locale).includedVat(formatPercent(5.5, locale))).toContain(formatPercent(5.5, locale));
      expect(documentTexts(locale).includedVat('5')).not.toMatch(/%/u);
      const demoPromoCodes = readFileSync(join(import.meta.dirname, '../../../src/server/services/promo/demo-promo-codes.ts'), 'utf8');
      const texts = [...clientTexts(locale), ...serverTexts(locale), ...siteConfigTexts(locale), ...seedTexts(locale), ...(locale === 'en' ? [['demo promo codes', demoPromoCodes] as const] : [])];
      for (const [where, text] of texts) {
        if (locale === 'en' || locale === 'nl') expect(text, where).not.toMatch(/\d[\s\u00a0\u202f]+%/u);
        if (/\{\{percent\}\}/u.test(text)) expect(text, where).not.toMatch(/\{\{percent\}\}\s*\S*%/u);
      }
    });
  }
});
