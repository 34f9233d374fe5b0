import { describe, expect, it } from 'vitest';
import { generateVenue, VENUE_SHAPES } from '../../../src/domain/venue/generate-shapes.js';
import { homeCamera, visibleMapSize } from '../../../src/seatmap/model/home-view.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { levelScale, rectFromBounds, scaleLimitsFor, zoomLevel, type Camera, type Rect, type Size } from '../../../src/seatmap/model/viewport.js';

/**
 * The whole-venue view fits the venue in the part of the map the fan sees, on every generated
 * shape, in the maps of 320, 360 and 390 px phones (the fixed Continue bar may cover the map's last
 * 64 px) and of a desktop. Centred in the whole map, a theatre sat low at 320 px: 130 px of empty
 * map above it, its front rows near the bar.
 */
const PADDING = 16;
const MAPS: (Size & { coveredBottom: number; phone: boolean })[] = [
  { width: 300, height: 420, coveredBottom: 64, phone: true },
  { width: 340, height: 420, coveredBottom: 64, phone: true },
  { width: 370, height: 420, coveredBottom: 64, phone: true },
  { width: 827, height: 560, coveredBottom: 0, phone: false },
  { width: 1200, height: 560, coveredBottom: 0, phone: false },
];

function onScreen(world: Rect, c: Camera): Rect {
  return { minX: world.minX * c.scale + c.x, minY: world.minY * c.scale + c.y, maxX: world.maxX * c.scale + c.x, maxY: world.maxY * c.scale + c.y };
}

describe('the whole-venue view', () => {
  for (const shape of VENUE_SHAPES) {
    for (const seats of [3_000, 40_000]) {
      const world = rectFromBounds(geometryFromVenue(generateVenue({ shape, seed: 11, targetSeats: seats })).bounds);
      for (const map of MAPS) {
        it(`${shape}, ${seats} seats, ${map.width}×${map.height}: whole in the visible part, as large as a tile level allows, ${map.phone ? 'from the top' : 'centred'}`, () => {
          const limits = scaleLimitsFor(world, map, 1);
          const framing = { padding: PADDING, coveredBottom: map.coveredBottom };
          const camera = homeCamera(world, map, limits, framing);
          const venue = onScreen(world, camera);
          const visible = visibleMapSize(map, framing);
          expect(visible.height).toBe(map.height - map.coveredBottom);
          // Whole, inside the padding of the visible part.
          expect(venue.minX).toBeGreaterThanOrEqual(PADDING - 0.01);
          expect(venue.maxX).toBeLessThanOrEqual(map.width - PADDING + 0.01);
          expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 0.01);
          expect(venue.maxY).toBeLessThanOrEqual(visible.height - PADDING + 0.01);
          // On a tile level, and the next level up would not fit.
          expect(levelScale(zoomLevel(camera.scale))).toBeCloseTo(camera.scale, 9);
          const next = levelScale(zoomLevel(camera.scale) + 1) / camera.scale;
          const [w, h] = [venue.maxX - venue.minX, venue.maxY - venue.minY];
          expect(w * next > map.width - 2 * PADDING || h * next > visible.height - 2 * PADDING).toBe(true);
          // Centred across; down the map, at its top on a phone, else in the middle.
          expect((venue.minX + venue.maxX) / 2).toBeCloseTo(map.width / 2, 6);
          if (map.phone) expect(venue.minY).toBeCloseTo(PADDING, 6);
          else expect((venue.minY + venue.maxY) / 2).toBeCloseTo(visible.height / 2, 6);
        });
      }
    }
  }

  it('a venue taller than the visible part fills its height and stays above the covered foot', () => {
    const world = { minX: 0, minY: 0, maxX: 100, maxY: 400 };
    const map = { width: 300, height: 420 };
    const camera = homeCamera(world, map, { min: 0, max: 100 }, { padding: PADDING, coveredBottom: 64 });
    const venue = onScreen(world, camera);
    expect(venue.maxY).toBeLessThanOrEqual(420 - 64 - PADDING + 0.01);
    expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 0.01);
  });

  it('never counts more than half the map as covered', () => {
    expect(visibleMapSize({ width: 300, height: 100 }, { padding: PADDING, coveredBottom: 64 }).height).toBe(50);
  });
});
