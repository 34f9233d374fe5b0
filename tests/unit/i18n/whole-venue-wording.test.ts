import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The event page's switch to the whole map and the map's zoom-out button name the whole venue.
 * The shop knows no venue kind (a club's stadium, a theatre, a concert hall all have stands and
 * blocks), and on a theatre's map they said "Весь стадион", "Whole arena", "Hele stadion tonen":
 * the words fit any venue instead. The list mode's first choice (the venue's stands in the data) said
 * "Stand", "Tribune", "Трибуна" on a theatre, whose levels are stalls, circles and balconies: it
 * names an area instead.
 */
const STADIUM_WORDS = /stadium|arena|estadio|stade|enceinte|arène|stadion|tribun|стадион|арен|трибун/iu;
/** A stand of a ground, in each language: a theatre's stalls, circle or balcony are none of these. */
const STAND_WORDS = /\bstands?\b|tribun|трибун|grada|gradería/iu;
const text = (language: string, namespace: string): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/locales', language, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>;

describe('the whole-venue wording', () => {
  for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
    it(`${language}: fits a theatre or a concert hall as well as a stadium`, () => {
      const labels = { 'booking:view.map': text(language, 'booking').view!.map!, 'seatmap:zoom.reset': text(language, 'seatmap').zoom!.reset! };
      for (const [key, label] of Object.entries(labels)) expect(label, `${language} ${key}`).not.toMatch(STADIUM_WORDS);
    });

    it(`${language}: the list mode names a venue's areas without calling a theatre's circle a stand`, () => {
      const list = text(language, 'seatmap').list!;
      for (const key of ['stand', 'chooseStand']) expect(list[key], `${language} list.${key}`).not.toMatch(STAND_WORDS);
    });
  }
});
