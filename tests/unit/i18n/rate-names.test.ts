import { describe, expect, it } from 'vitest';
import { DEMO_RATE_NAMES } from '../../../src/server/db/seed/seed-translations.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';
import { localeText } from '../../e2e/locale-text.js';

/**
 * A rate's name is read beside the discount column and the discount total (summary, invoice,
 * mail): in no language may it be that column's word, or "– Korting € 54,50" reads as a discount.
 */
describe('demo rate names', () => {
  for (const locale of ['es', 'fr', 'nl', 'ru'] as const) {
    it(`never use the word for discount in ${locale}`, () => {
      const discountWords = [
        localeText(locale, 'booking', 'summary.discount'),
        localeText(locale, 'promo', 'discount'),
        documentTexts(locale).discount,
        documentTexts(locale).discounts,
      ].map((word) => word.toLocaleLowerCase(locale));
      for (const [english, names] of Object.entries(DEMO_RATE_NAMES)) {
        const words = names[locale].toLocaleLowerCase(locale).split(/[\s–-]+/u);
        for (const word of discountWords) expect(words, `${english} in ${locale}: ${names[locale]}`).not.toContain(word);
      }
    });
  }
});
