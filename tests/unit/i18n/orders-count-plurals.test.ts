import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * My purchases says how many orders match ("Showing 10 of 300 orders"): every language has the
 * plural forms its rules pick, and Russian's genitive after "из" follows the total (one/few/many).
 */
const LANGUAGES = ['en', 'es', 'fr', 'nl', 'ru'] as const;
const ROOT = join(import.meta.dirname, '../../..');
const orders = (lng: string) => JSON.parse(readFileSync(join(ROOT, 'src/locales', lng, 'orders.json'), 'utf8')) as Record<string, unknown>;

async function translator() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { orders: orders(l) }])), interpolation: { escapeValue: false } });
  return (lng: string, shown: number, count: number) => instance.t('orders:shownOfTotal', { lng, shown, count });
}

describe('My purchases count texts', () => {
  it('has a form for every plural category of every language, each naming both numbers', () => {
    for (const lng of LANGUAGES) {
      const texts = orders(lng);
      for (const category of new Intl.PluralRules(lng).resolvedOptions().pluralCategories) {
        const text = texts[`shownOfTotal_${category}`];
        expect(typeof text, `${lng} ${category}`).toBe('string');
        expect(text, `${lng} ${category}`).toContain('{{shown}}');
        expect(text, `${lng} ${category}`).toContain('{{count}}');
      }
    }
  });

  it('reads right for one, a few and many orders', async () => {
    const t = await translator();
    expect(t('en', 1, 1)).toBe('Showing 1 of 1 order');
    expect(t('en', 10, 300)).toBe('Showing 10 of 300 orders');
    expect(t('es', 10, 300)).toBe('Mostrando 10 de 300 pedidos');
    expect(t('fr', 1, 1)).toBe('1 sur 1 commande affichée');
    expect(t('nl', 10, 300)).toBe('10 van 300 bestellingen getoond');
    expect(t('ru', 1, 1)).toBe('Показано 1 из 1 заказа');
    expect(t('ru', 10, 21)).toBe('Показано 10 из 21 заказа');
    expect(t('ru', 3, 3)).toBe('Показано 3 из 3 заказов');
    expect(t('ru', 10, 300)).toBe('Показано 10 из 300 заказов');
  });
});
