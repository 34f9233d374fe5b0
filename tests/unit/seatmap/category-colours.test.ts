import { describe, expect, it } from 'vitest';
import { categoryColours } from '../../../src/seatmap/model/geometry-builder.js';
import { defaultPalette } from '../../../src/seatmap/render/palette.js';

/** Whether a #rrggbb colour is a grey (its channels within a few units of each other). */
function isGrey(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 24;
}

describe('category colours', () => {
  it('gives colourless categories distinct colours that are never a status colour', () => {
    const colours = categoryColours(Array.from({ length: 12 }, () => ({ color: null })));
    expect(new Set(colours).size).toBe(12);
    const status = [defaultPalette.sold, defaultPalette.onHold, defaultPalette.soldOut, defaultPalette.resale];
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(isGrey(colour)).toBe(false);
      expect(status).not.toContain(colour);
    }
  });

  it('keeps the venue’s own colours and skips them for the others', () => {
    const colours = categoryColours([{ color: '#0072b2' }, { color: null }, { color: '#123456' }, { color: null }]);
    expect(colours[0]).toBe('#0072b2');
    expect(colours[2]).toBe('#123456');
    expect(colours[1]).not.toBe('#0072b2');
    expect(colours[3]).not.toBe(colours[1]);
  });
});
