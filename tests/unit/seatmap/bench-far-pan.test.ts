import { describe, expect, it } from 'vitest';
import { farPanDrag, farPanStart } from '../../../bench/render/pages/far-pan.js';
import { benchVenue } from '../../../bench/render/pages/venue-data.js';

describe('render bench far pans', () => {
  it('drag the same distance in a phone box of any height (the fitted boxes are 240-274 px tall)', () => {
    const fixed = farPanDrag(340, 420);
    for (const height of [240, 242, 270, 274, 420, 560]) expect(farPanDrag(340, height)).toEqual(fixed);
    expect(fixed.x).toBeCloseTo(142.8);
    expect(fixed.y).toBeCloseTo(176.8);
  });

  it('keep the desktop page drag and stay inside a short map', () => {
    expect(farPanDrag(1280, 720)).toEqual({ x: 500, y: 300 });
    expect(farPanDrag(340, 160).y).toBeLessThanOrEqual(160 * 0.84);
  });

  it('start in the middle of a block of seats, the same point whatever the map', () => {
    for (const shape of ['bowl', 'arena', 'theatre', 'horseshoe'] as const) {
      const venue = benchVenue(10000, shape);
      const start = farPanStart(venue);
      const [minX, minY, maxX, maxY] = venue.geometry.bounds;
      expect(start.x).toBeGreaterThan(minX);
      expect(start.x).toBeLessThan(maxX);
      expect(start.y).toBeGreaterThan(minY);
      expect(start.y).toBeLessThan(maxY);
      // Some seat lies within a few seat pitches of it: it is in the seats, not on a pitch or stage.
      const g = venue.geometry;
      let nearest = Infinity;
      for (let i = 0; i < g.seatCount; i++) nearest = Math.min(nearest, Math.hypot(g.x[i]! - start.x, g.y[i]! - start.y));
      expect(nearest).toBeLessThan(10);
    }
  });
});
