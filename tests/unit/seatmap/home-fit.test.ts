import { describe, expect, it } from 'vitest';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { CameraRig } from '../../../src/seatmap/render/camera-rig.js';
import { fitRectClearOf, MAP_CONTROLS_CORNER, rectFromBounds, type Camera, type Rect, type Size } from '../../../src/seatmap/model/viewport.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';

/**
 * The map's whole-venue view (first view and the reset button) keeps the venue clear of the zoom
 * buttons in its top-right corner: at 360 px the demo ground's top-right blocks ran under them.
 */
const onScreen = (world: Rect, c: Camera) => ({
  left: c.x + world.minX * c.scale, right: c.x + world.maxX * c.scale, top: c.y + world.minY * c.scale, bottom: c.y + world.maxY * c.scale,
});
const clearOfControls = (box: ReturnType<typeof onScreen>, size: Size) =>
  box.right <= size.width - MAP_CONTROLS_CORNER.width || box.top >= MAP_CONTROLS_CORNER.height;

describe('the whole-venue view', () => {
  // The demo ground (seed 7, 40,000 seats) in the map sizes of a 320 px and a 360 px phone and of a desktop.
  const geometry = geometryFromVenue(generateStadium({ seed: 7, targetSeats: 40_000 }));
  const world = rectFromBounds(geometry.bounds);
  for (const size of [{ width: 300, height: 420 }, { width: 340, height: 420 }, { width: 827, height: 560 }]) {
    it(`${size.width}×${size.height}: shows the whole venue clear of the zoom buttons`, () => {
      const rig = new CameraRig(world, geometry.seatRadius / 0.45, () => undefined);
      rig.setSize(size);
      const box = onScreen(world, rig.camera);
      expect(clearOfControls(box, size), JSON.stringify(box)).toBe(true);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(size.height);
    });
  }

  it('takes the side that shows the venue larger: below the buttons on a tall map, beside them on a wide one', () => {
    const limits = { min: 0, max: Infinity };
    const square = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
    const tall = fitRectClearOf(square, { width: 300, height: 600 }, 0, MAP_CONTROLS_CORNER, limits);
    expect(tall.scale).toBe(3);
    expect(onScreen(square, tall).top).toBeGreaterThanOrEqual(MAP_CONTROLS_CORNER.height);
    const wide = fitRectClearOf(square, { width: 800, height: 400 }, 0, MAP_CONTROLS_CORNER, limits);
    expect(wide.scale).toBe(4);
    expect(onScreen(square, wide).right).toBeLessThanOrEqual(800 - MAP_CONTROLS_CORNER.width);
  });
});
