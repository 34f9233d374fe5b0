import { describe, expect, it } from 'vitest';
import { clientTexts, seedTexts, serverTexts, siteConfigTexts } from './locale-texts.js';
import type { LocaleText } from './locale-texts.js';

/**
 * A Russian sentence the fan says in the first person ("Я согласен…", a consent or a confirmation)
 * takes the speaker's gender in short adjectives and past tenses, which the shop does not know: it
 * showed every fan the masculine "согласен". Such texts use forms without gender ("Хочу получать…",
 * "Я принимаю…"). The check looks for "я" followed by a gendered short adjective or past tense.
 */
const GENDERED = new RegExp(
  '(^|[^\\p{L}])я\\s+(?:не\\s+)?(?:согласен|согласна|уверен|уверена|готов|готова|ознакомлен|ознакомлена|\\p{L}+(?:л|ла|лся|лась))(?=$|[^\\p{L}])',
  'iu',
);

const gendered = (texts: LocaleText[]) => texts.filter(([, text]) => GENDERED.test(text)).map(([where, text]) => `${where}: ${text}`);

describe('Russian first-person texts', () => {
  it('the check catches gendered forms and leaves neutral ones alone', () => {
    for (const text of ['Я согласен получать новости.', 'Я ознакомлена с условиями', 'я прочитал правила', 'Я подтвердил адрес']) {
      expect(gendered([['t', text]]), text).toHaveLength(1);
    }
    for (const text of ['Хочу получать новости.', 'Я принимаю общие условия продажи', 'Вы согласились с условиями']) {
      expect(gendered([['t', text]]), text).toHaveLength(0);
    }
  });

  it('no Russian text makes the fan speak as a man or a woman', () => {
    const texts = [...clientTexts('ru'), ...serverTexts('ru'), ...siteConfigTexts('ru'), ...seedTexts('ru')];
    expect(texts.length).toBeGreaterThan(500);
    expect(gendered(texts)).toEqual([]);
  });
});
