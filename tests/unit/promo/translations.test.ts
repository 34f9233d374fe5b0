import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROMO_ERROR_CODES } from '../../../src/domain/promo/index.js';

const LANGS = ['en', 'es', 'fr', 'nl', 'ru'] as const;
const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/locales/${lang}/promo.json`, import.meta.url), 'utf8')) as {
    errors: Record<string, string>;
  };

describe('promo translations', () => {
  const en = load('en');

  it.each(LANGS)('%s has a message for every rejection code and the fetch code', (lang) => {
    const { errors } = load(lang);
    for (const code of [...PROMO_ERROR_CODES, 'PROMO_DOES_NOT_EXISTS']) {
      expect(errors[code], `${lang} ${code}`).toMatch(/\S/);
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lang) => {
    const { errors } = load(lang);
    for (const code of PROMO_ERROR_CODES) expect(errors[code]).not.toBe(en.errors[code]);
  });

  it('each rejection reason has its own message', () => {
    const messages = PROMO_ERROR_CODES.map((code) => en.errors[code]);
    expect(new Set(messages).size).toBe(PROMO_ERROR_CODES.length);
  });
});
