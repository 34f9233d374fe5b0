import { describe, expect, it } from 'vitest';
import { BASE_SHADE, luminance, paletteFromHex, parseHex } from '../../../src/lib/palette.js';

describe('paletteFromHex', () => {
  it('returns ten shades with the configured colour at the base shade', () => {
    const palette = paletteFromHex('#0B5FFF');
    expect(palette).toHaveLength(10);
    expect(palette[BASE_SHADE]).toBe('#0b5fff');
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes from lightest to darkest', () => {
    for (const hex of ['#0b5fff', '#ffb400', '#2f9e44', '#777777']) {
      const lightness = paletteFromHex(hex).map(luminance);
      for (let i = 1; i < lightness.length; i += 1) expect(lightness[i]!).toBeLessThan(lightness[i - 1]!);
    }
  });

  it('accepts the short form', () => {
    expect(paletteFromHex('#f00')[BASE_SHADE]).toBe('#ff0000');
  });

  it('falls back when the configured value is not a colour', () => {
    expect(paletteFromHex('blue', '#123456')[BASE_SHADE]).toBe('#123456');
    expect(paletteFromHex('#12345', '#abcdef')[BASE_SHADE]).toBe('#abcdef');
  });
});

describe('parseHex', () => {
  it('reads hex colours and rejects the rest', () => {
    expect(parseHex('#ffffff')).toEqual([255, 255, 255]);
    expect(parseHex('000')).toEqual([0, 0, 0]);
    expect(parseHex('rgb(0,0,0)')).toBeNull();
    expect(parseHex('#ggg')).toBeNull();
  });
});
