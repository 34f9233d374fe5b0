import { describe, expect, it } from 'vitest';
import { generateVenue, VENUE_SHAPES } from '../../../src/domain/venue/generate-shapes.js';
import { controlsRect, placeControls, polygonTouchesRect } from '../../../src/seatmap/model/controls-placement.js';
import { pointInPolygon } from '../../../src/seatmap/model/hit-test.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { rectFromBounds, type Camera, type Rect } from '../../../src/seatmap/model/viewport.js';
import { CameraRig } from '../../../src/seatmap/render/camera-rig.js';

/**
 * The zoom buttons take a corner of the whole-venue view that the venue leaves empty, on every
 * generated shape, in the maps of a 1280 px and a wider desktop, with mouse (34 px) or touch
 * (44 px) buttons. A phone's map puts them in a toolbar above it, and its
 * whole-venue view starts at the map's top (home-view.ts), where over-map buttons would cover it.
 */
const MAPS = [
  { width: 827, height: 560, button: 34 },
  { width: 827, height: 560, button: 44 },
  { width: 1200, height: 560, button: 34 },
];

/** Blocks with a point of their outline's inside under the screen rectangle, sampled every 2 px (independent of the placement's own test). */
function coveredBlocks(blocks: { name: string; contour: Float32Array }[], r: Rect, c: Camera): string[] {
  const hit = new Set<string>();
  for (let sy = r.minY; sy <= r.maxY; sy += 2) {
    for (let sx = r.minX; sx <= r.maxX; sx += 2) {
      const [wx, wy] = [(sx - c.x) / c.scale, (sy - c.y) / c.scale];
      for (const b of blocks) if (pointInPolygon(b.contour, wx, wy)) hit.add(b.name);
    }
  }
  return [...hit];
}

describe('the zoom buttons at the whole-venue view', () => {
  for (const shape of VENUE_SHAPES) {
    for (const seats of [20_000, 40_000, 150_000]) {
      const geometry = geometryFromVenue(generateVenue({ shape, seed: 7, targetSeats: seats }));
      const world = rectFromBounds(geometry.bounds);
      for (const map of MAPS) {
        it(`${shape}, ${seats} seats, ${map.width}×${map.height}: cover no block, and the venue keeps its place`, () => {
          const rig = new CameraRig(world, geometry.seatRadius / 0.45, () => undefined);
          rig.setSize(map);
          const home = rig.camera;
          const layout = { count: 3, button: map.button, gap: 4, margin: 8 };
          const placement = placeControls(geometry.blocks, home, map, layout);
          const rect = controlsRect(placement, map, layout);
          expect(coveredBlocks(geometry.blocks, rect, home), JSON.stringify(placement)).toEqual([]);
          expect(rig.camera).toEqual(home);
        });
      }
    }
  }

  it('a polygon touches a rectangle through an edge, a corner inside it, or by holding it whole', () => {
    const square = new Float32Array([0, 0, 10, 0, 10, 10, 0, 10]);
    const bbox = [0, 0, 10, 10];
    expect(polygonTouchesRect(square, bbox, { minX: 9, minY: 9, maxX: 20, maxY: 20 })).toBe(true);
    expect(polygonTouchesRect(square, bbox, { minX: 2, minY: 2, maxX: 3, maxY: 3 })).toBe(true);
    expect(polygonTouchesRect(square, bbox, { minX: -5, minY: 4, maxX: 15, maxY: 5 })).toBe(true);
    expect(polygonTouchesRect(square, bbox, { minX: 11, minY: 0, maxX: 20, maxY: 10 })).toBe(false);
    const triangle = new Float32Array([0, 0, 10, 0, 0, 10]);
    // Inside the triangle's box, outside the triangle.
    expect(polygonTouchesRect(triangle, bbox, { minX: 8, minY: 8, maxX: 10, maxY: 10 })).toBe(false);
  });

  it('stacked in the top right when that corner is empty, side by side when only a row fits', () => {
    const layout = { count: 3, button: 44, gap: 4, margin: 8 };
    const size = { width: 300, height: 420 };
    const camera = { x: 0, y: 0, scale: 1 };
    const block = (minX: number, minY: number, maxX: number, maxY: number) => ({
      contour: new Float32Array([minX, minY, maxX, minY, maxX, maxY, minX, maxY]),
      bbox: [minX, minY, maxX, maxY] as [number, number, number, number],
    });
    expect(placeControls([block(20, 200, 240, 400)], camera, size, layout)).toEqual({ corner: 'top-right', direction: 'column' });
    expect(placeControls([block(20, 100, 280, 400)], camera, size, layout)).toEqual({ corner: 'top-right', direction: 'row' });
    expect(placeControls([block(150, 20, 290, 400)], camera, size, layout)).toEqual({ corner: 'top-left', direction: 'column' });
  });
});
