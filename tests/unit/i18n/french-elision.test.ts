import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French elides before a vowel: "l’e-billet", "d’e-billet", never "le e-billet" or "de e-billet"
 * (a fan reported "le e-billet"). Every French text of the shop is checked.
 */
const FRENCH_DIR = join(import.meta.dirname, '../../../src/locales/fr');
const UNELIDED = /(^|[^\p{L}])(le|la|de|ce|que|ne|se|je|me|te) e-/iu;

function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, key === '' ? k : `${key}.${k}`));
  return [];
}

describe('French texts', () => {
  it('elide before "e-" (l’e-billet, d’e-billet)', () => {
    const found = readdirSync(FRENCH_DIR).filter((f) => f.endsWith('.json')).flatMap((file) =>
      strings(JSON.parse(readFileSync(join(FRENCH_DIR, file), 'utf8'))).filter(([, text]) => UNELIDED.test(text)).map(([key, text]) => `${file}:${key}: ${text}`));
    expect(found).toEqual([]);
  });
});
