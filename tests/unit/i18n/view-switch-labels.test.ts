import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The event page shows two switches one above the other: how to choose (the whole venue or block by
 * block) and how the venue is shown (map or list). On a phone a fan read "map" on both; no word of
 * one switch may appear on the other.
 */
const text = (language: string, namespace: string): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/locales', language, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>;
const words = (labels: string[]): Set<string> =>
  new Set(labels.flatMap((label) => label.toLocaleLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length > 2));

describe('the two view switches of the event page', () => {
  for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
    it(`${language}: share no word`, () => {
      const choice = text(language, 'booking').view!;
      const mode = text(language, 'seatmap').mode!;
      const choiceWords = words([choice.map!, choice.list!]);
      const shared = [...words([mode.map!, mode.list!])].filter((word) => choiceWords.has(word));
      expect(shared).toEqual([]);
      // Nor inside a longer word (a compound such as "Stadionplattegrond").
      for (const modeLabel of [mode.map!, mode.list!]) {
        for (const choiceLabel of [choice.map!, choice.list!]) expect(choiceLabel.toLocaleLowerCase()).not.toContain(modeLabel.toLocaleLowerCase());
      }
    });
  }
});
