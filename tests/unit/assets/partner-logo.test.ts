import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../../public/images/teams');

/**
 * A partner's logo spells its name in SVG text: where Arial is missing (Linux phones and
 * desktops), the fallback font is wider and "Riverside Bank" ran past the badge's edge, read as
 * "Riverside Ban". Each text carries its length, so any font fits it inside the picture.
 */
describe('partner logos', () => {
  const files = readdirSync(DIR).filter((file) => file.startsWith('partner-') && file.endsWith('.svg'));

  it.each(files)('%s fits its name inside the picture in any font', (file) => {
    const svg = readFileSync(join(DIR, file), 'utf8');
    const width = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)?.[1]);
    const texts = [...svg.matchAll(/<text\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(texts.length).toBeGreaterThan(0);
    for (const attributes of texts) {
      const x = Number(/\bx="([\d.]+)"/.exec(attributes)?.[1]);
      const length = Number(/\btextLength="([\d.]+)"/.exec(attributes)?.[1]);
      expect(attributes).toMatch(/lengthAdjust="spacingAndGlyphs"/);
      expect(x + length).toBeLessThanOrEqual(width - 8);
    }
  });
});
