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

describe('TiledLayer composing', () => {
  it('leaves no gap between neighbouring tiles at a pixel ratio that is not whole', () => {
    const layer = new TiledLayer({ tilePx, budgetPixels: 64e6, render: () => true });
    // 256 CSS px at 1.899 is 486.1 device px: tiles are 486 px bitmaps spanning 486 or 487.
    layer.setPixelRatio(1.898886313281875);
    const camera: Camera = { x: -777.3, y: 200.4, scale: levelScale(3) };
    const plan = layer.plan(camera, size, world, Infinity);
    const spans = new Map<string, { x0: number; x1: number; y0: number; y1: number }>();
    for (const key of plan.keys) {
      const ctx = {
        drawImage: (...args: number[]) => {
          const [x0, y0, w, h] = args.length === 3 ? [args[1]!, args[2]!, 486, 486] : args.slice(5);
          spans.set(`${key.col},${key.row}`, { x0: x0!, x1: x0! + w!, y0: y0!, y1: y0! + h! });
        },
      } as unknown as OffscreenCanvasRenderingContext2D;
      layer.blit(ctx, camera, key);
    }
    let neighbours = 0;
    for (const key of plan.keys) {
      const here = spans.get(`${key.col},${key.row}`)!;
      const right = spans.get(`${key.col + 1},${key.row}`);
      const below = spans.get(`${key.col},${key.row + 1}`);
      if (right) expect(right.x0).toBe(here.x1);
      if (below) expect(below.y0).toBe(here.y1);
      neighbours += (right ? 1 : 0) + (below ? 1 : 0);
    }
    expect(neighbours).toBeGreaterThan(10);
  });
});

describe('TiledLayer: painting onto a composition', () => {
  it('paints a tile straight onto a composition, clipped to its square at whole device pixels', () => {
    const drawn: Rect[] = [];
    const layer = new TiledLayer({ tilePx, budgetPixels: 64e6, render: (_ctx, rect) => (drawn.push(rect), true) });
    layer.setPixelRatio(2);
    const calls: unknown[][] = [];
    const ctx = new Proxy({}, { get: (_t, name) => (...args: unknown[]) => void calls.push([name, ...args]) }) as unknown as OffscreenCanvasRenderingContext2D;
    const camera: Camera = { x: 10.3, y: -20.6, scale: levelScale(0) };
    layer.paintInto(ctx, camera, { level: 0, col: 1, row: 2 });
    expect(drawn).toEqual([{ minX: 256, minY: 512, maxX: 512, maxY: 768 }]);
    expect(calls.find((c) => c[0] === 'rect')).toEqual(['rect', Math.round((256 + 10.3) * 2), Math.round((512 - 20.6) * 2), 512, 512]);
    // The cached tile's own scale and whole-pixel origin, as a blit of it would place it, on top of
    // the context's transform (a band of the bitmap is translated).
    const x0 = Math.round((256 + 10.3) * 2);
    const y0 = Math.round((512 - 20.6) * 2);
    expect(calls.find((c) => c[0] === 'transform')).toEqual(['transform', 2, 0, 0, 2, x0 - 512, y0 - 1024]);
    expect(calls.map((c) => c[0])).toEqual(['save', 'beginPath', 'rect', 'clip', 'transform', 'restore']);
  });
});
