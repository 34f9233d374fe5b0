import { describe, expect, it } from 'vitest';
import { generateVenue, VENUE_SHAPES } from '../../../src/domain/venue/generate-shapes.js';
import { homeCamera } from '../../../src/seatmap/model/home-view.js';
import { fittedMapHeight, MIN_MAP_HEIGHT, MIN_MAP_HEIGHT_SHORT_SCREEN, venueFitHeight } from '../../../src/seatmap/model/map-height.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { levelScale, rectFromBounds, scaleLimitsFor, zoomLevel, type Rect } from '../../../src/seatmap/model/viewport.js';

/**
 * A phone's map box takes the height the whole venue needs at its width: every generated shape is
 * wider than tall, and in the old fixed 420 px box it left an empty band of map under itself.
 */
const PADDING = 16;
/** The shop's sticky top bar at phone widths and the fixed Continue bar. */
const BARS = { stickyTop: 87, stickyBottom: 64 };

function venueOnMap(world: Rect, width: number, height: number): Rect {
  const size = { width, height };
  const c = homeCamera(world, size, scaleLimitsFor(world, size, 1), { padding: PADDING, coveredBottom: 0 });
  return { minX: world.minX * c.scale + c.x, minY: world.minY * c.scale + c.y, maxX: world.maxX * c.scale + c.x, maxY: world.maxY * c.scale + c.y };
}

describe('the phone map box height', () => {
  for (const shape of VENUE_SHAPES) {
    for (const seats of [3_000, 40_000, 150_000]) {
      const world = rectFromBounds(geometryFromVenue(generateVenue({ shape, seed: 11, targetSeats: seats })).bounds);
      for (const width of [288, 328, 358]) {
        it(`${shape}, ${seats} seats, a ${width} px wide map on a 740 px tall phone: the venue fills the box, no band under it`, () => {
          const height = fittedMapHeight({ world, width, padding: PADDING, viewportHeight: 740, ...BARS });
          expect(height).toBeGreaterThanOrEqual(MIN_MAP_HEIGHT);
          expect(height).toBeLessThanOrEqual(740 - BARS.stickyTop - BARS.stickyBottom);
          const venue = venueOnMap(world, width, height);
          // Whole, inside the padding, and the empty band below it is the padding (and a pixel).
          expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 0.01);
          expect(venue.minX).toBeGreaterThanOrEqual(PADDING - 0.01);
          expect(venue.maxX).toBeLessThanOrEqual(width - PADDING + 0.01);
          // (A small venue at a narrow width is held at the minimum touch area, centred in it.)
          if (height > MIN_MAP_HEIGHT) expect(height - venue.maxY).toBeLessThanOrEqual(PADDING + 2);
          else expect(Math.abs(venue.minY - (height - venue.maxY))).toBeLessThanOrEqual(1);
          expect(height - venue.maxY).toBeGreaterThanOrEqual(PADDING - 0.01);
          // As large as in an endless box of that width: the width's tile level.
          const widthLevel = zoomLevel((width - 2 * PADDING) / (world.maxX - world.minX) / 2 ** 0.125);
          const scale = (venue.maxX - venue.minX) / (world.maxX - world.minX);
          expect(scale).toBeCloseTo(levelScale(zoomLevel(scale)), 6);
          expect(levelScale(zoomLevel(scale) + 1) * (world.maxX - world.minX)).toBeGreaterThan(width - 2 * PADDING);
          expect(zoomLevel(scale)).toBeGreaterThanOrEqual(widthLevel - 1);
        });
      }
    }
  }

  it('the old fixed 420 px box left a band of at least 120 px under every generated venue at 360 px', () => {
    for (const shape of VENUE_SHAPES) {
      const world = rectFromBounds(geometryFromVenue(generateVenue({ shape, seed: 11, targetSeats: 40_000 })).bounds);
      expect(420 - venueOnMap(world, 328, 420).maxY).toBeGreaterThan(120);
      expect(fittedMapHeight({ world, width: 328, padding: PADDING, viewportHeight: 740, ...BARS })).toBeLessThan(300);
    }
  });

  it('turned on its side (740 × 360) the box is the screen between the bars, and the venue fits it whole', () => {
    const world = rectFromBounds(geometryFromVenue(generateVenue({ shape: 'bowl', seed: 11, targetSeats: 40_000 })).bounds);
    const height = fittedMapHeight({ world, width: 708, padding: PADDING, viewportHeight: 360, ...BARS });
    expect(height).toBe(360 - BARS.stickyTop - BARS.stickyBottom);
    const venue = venueOnMap(world, 708, height);
    expect(venue.minY).toBeGreaterThanOrEqual(PADDING - 0.01);
    expect(venue.maxY).toBeLessThanOrEqual(height - PADDING + 0.01);
  });

  it('a venue taller than wide is capped at the screen between the bars', () => {
    const world = { minX: 0, minY: 0, maxX: 100, maxY: 400 };
    expect(venueFitHeight(world, 328, PADDING)).toBeGreaterThan(740);
    expect(fittedMapHeight({ world, width: 328, padding: PADDING, viewportHeight: 740, ...BARS })).toBe(740 - 87 - 64);
  });

  it('a very flat venue still gets a usable touch area', () => {
    const world = { minX: 0, minY: 0, maxX: 1000, maxY: 50 };
    expect(fittedMapHeight({ world, width: 328, padding: PADDING, viewportHeight: 740, ...BARS })).toBe(MIN_MAP_HEIGHT);
  });

  it('a screen too short for the bars still gets a small map', () => {
    const world = { minX: 0, minY: 0, maxX: 1000, maxY: 600 };
    expect(fittedMapHeight({ world, width: 600, padding: PADDING, viewportHeight: 260, ...BARS })).toBe(MIN_MAP_HEIGHT_SHORT_SCREEN);
  });

  it('a degenerate venue (no extent) gets the minimum', () => {
    expect(venueFitHeight({ minX: 5, minY: 5, maxX: 5, maxY: 5 }, 328, PADDING)).toBe(MIN_MAP_HEIGHT);
  });
});
