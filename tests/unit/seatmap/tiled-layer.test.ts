import { describe, expect, it } from 'vitest';
import { TiledLayer } from '../../../src/seatmap/render/tiled-layer.js';
import type { Camera, Rect, Size } from '../../../src/seatmap/model/viewport.js';
import { levelScale } from '../../../src/seatmap/model/viewport.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

const world: Rect = { minX: 0, minY: 0, maxX: 4000, maxY: 4000 };
const size: Size = { width: 1600, height: 1000 };
const tilePx = 256;

/** Renders in idle time, as the engine does, until the layer says it is idle; counts tiles. */
function settle(layer: TiledLayer, camera: Camera, maxSteps = 5000): number {
  let steps = 0;
  while (steps < maxSteps && layer.renderNext(camera, size, world, Infinity) !== 'idle') steps++;
  return steps;
}

describe('TiledLayer idle work', () => {
  for (const ratio of [1, 2, 3]) {
    it(`stops working once the view is drawn at pixel ratio ${ratio}, even with a budget smaller than the view`, () => {
      let renders = 0;
      const layer = new TiledLayer({
        tilePx,
        // About 45 tiles of 512² pixels, fewer than a zoomed-in view at DPR 2 shows with its ring.
        budgetPixels: 12e6,
        render: () => {
          renders++;
          return true;
        },
      });
      layer.setPixelRatio(ratio);
      const camera: Camera = { x: -800, y: -800, scale: levelScale(2) };
      const steps = settle(layer, camera);
      expect(steps).toBeLessThan(5000);
      expect(layer.pending(camera, size, world)).toBe(false);
      // Idle: asking again renders nothing.
      const before = renders;
      expect(settle(layer, camera)).toBe(0);
      expect(renders).toBe(before);
      // The cached tiles cover the view: a frame composes without rendering.
      const plan = layer.plan(camera, size, world, 0);
      expect(plan.complete).toBe(true);
      expect(renders).toBe(before);
    });
  }
});
