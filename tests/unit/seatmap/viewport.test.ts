import { describe, expect, it } from 'vitest';
import {
  boundedPixelRatio,
  clampCamera,
  fitRect,
  levelOfDetail,
  levelScale,
  panBy,
  scaleLimitsFor,
  screenToWorld,
  standInTiles,
  tileDeviceSquare,
  tileId,
  tileWorldRect,
  visibleTiles,
  visibleWorldRect,
  worldToScreen,
  zoomAt,
  zoomLevel,
  type Camera,
} from '../../../src/seatmap/model/viewport.js';

const limits = { min: 0.01, max: 100 };

describe('screen and world transforms', () => {
  it('round-trips a point', () => {
    const cam: Camera = { x: 13, y: -7, scale: 2.5 };
    const w = screenToWorld(cam, worldToScreen(cam, { x: 40, y: 90 }));
    expect(w.x).toBeCloseTo(40);
    expect(w.y).toBeCloseTo(90);
  });

  it('computes the visible world rectangle', () => {
    const r = visibleWorldRect({ x: -100, y: -50, scale: 2 }, { width: 200, height: 100 });
    expect(r).toEqual({ minX: 50, minY: 25, maxX: 150, maxY: 75 });
  });
});

describe('zoomAt', () => {
  it('keeps the world point under the pointer still', () => {
    const cam: Camera = { x: 10, y: 20, scale: 1 };
    const anchor = { x: 300, y: 200 };
    const before = screenToWorld(cam, anchor);
    const next = zoomAt(cam, anchor, 1.7, limits);
    const after = screenToWorld(next, anchor);
    expect(next.scale).toBeCloseTo(1.7);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('clamps the scale to the limits and still keeps the anchor', () => {
    const cam: Camera = { x: 0, y: 0, scale: 90 };
    const next = zoomAt(cam, { x: 50, y: 50 }, 4, limits);
    expect(next.scale).toBe(100);
    expect(screenToWorld(next, { x: 50, y: 50 }).x).toBeCloseTo(screenToWorld(cam, { x: 50, y: 50 }).x);
    expect(zoomAt(cam, { x: 0, y: 0 }, 1e-9, limits).scale).toBe(0.01);
  });
});

describe('fitRect', () => {
  it('fits and centres a rectangle with padding', () => {
    const cam = fitRect({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, { width: 220, height: 220 }, 10, limits);
    expect(cam.scale).toBeCloseTo(2);
    const centre = worldToScreen(cam, { x: 50, y: 25 });
    expect(centre.x).toBeCloseTo(110);
    expect(centre.y).toBeCloseTo(110);
    const corner = worldToScreen(cam, { x: 0, y: 0 });
    expect(corner.x).toBeCloseTo(10);
  });

  it('shows a degenerate rectangle at the maximum scale', () => {
    const cam = fitRect({ minX: 5, minY: 5, maxX: 5, maxY: 5 }, { width: 100, height: 100 }, 0, limits);
    expect(cam.scale).toBe(100);
    expect(worldToScreen(cam, { x: 5, y: 5 })).toEqual({ x: 50, y: 50 });
  });
});

describe('clampCamera', () => {
  const world = { minX: 0, minY: 0, maxX: 1000, maxY: 1000 };
  const size = { width: 400, height: 300 };

  it('does not let a large world leave the screen', () => {
    const far = clampCamera({ x: 5000, y: -9000, scale: 1 }, size, world, 40);
    expect(far.x).toBe(400 - 40); // world's left edge stays 40 px inside the right edge
    expect(far.y).toBe(40 - 1000); // world's bottom edge stays 40 px inside the top edge
  });

  it('keeps a small world wholly on screen and leaves a valid camera alone', () => {
    const small = clampCamera({ x: -50, y: 500, scale: 0.1 }, size, world, 40);
    expect(small.x).toBe(0);
    expect(small.y).toBe(200);
    const ok = { x: -100, y: -100, scale: 1 };
    expect(clampCamera(ok, size, world, 40)).toEqual(ok);
  });
});

describe('levels of detail and limits', () => {
  it('switches from blocks to seats to numbers as seats grow on screen', () => {
    expect(levelOfDetail(0.5, 2)).toBe('blocks');
    expect(levelOfDetail(2, 2)).toBe('seats');
    expect(levelOfDetail(10, 2)).toBe('numbers');
  });

  it('derives limits that allow seeing the whole venue and single seats large', () => {
    const l = scaleLimitsFor({ minX: 0, minY: 0, maxX: 2000, maxY: 1000 }, { width: 1000, height: 500 }, 1);
    expect(l.min).toBeCloseTo(0.25);
    expect(l.max).toBe(64);
    expect(levelOfDetail(l.max, 1)).toBe('numbers');
    expect(levelOfDetail(l.min, 1)).toBe('blocks');
  });
});

describe('tiles', () => {
  it('quantises scales into levels whose scale is close to the input', () => {
    for (const s of [0.1, 0.7, 1, 3.3, 40]) {
      const ratio = levelScale(zoomLevel(s)) / s;
      expect(ratio).toBeGreaterThan(0.83);
      expect(ratio).toBeLessThan(1.2);
    }
  });

  it('lists exactly the tiles covering the visible rectangle, clipped to the world', () => {
    const tiles = visibleTiles({ minX: 0, minY: 0, maxX: 600, maxY: 200 }, 0, 256);
    expect(tiles).toHaveLength(3);
    const union = tiles.map((t) => tileWorldRect(t, 256));
    expect(Math.min(...union.map((r) => r.minX))).toBeLessThanOrEqual(0);
    expect(Math.max(...union.map((r) => r.maxX))).toBeGreaterThanOrEqual(600);
    const clipped = visibleTiles({ minX: -5000, minY: -5000, maxX: 5000, maxY: 5000 }, 0, 256, {
      minX: 0, minY: 0, maxX: 100, maxY: 100,
    });
    expect(clipped).toEqual([{ level: 0, col: 0, row: 0 }]);
    expect(visibleTiles({ minX: 200, minY: 200, maxX: 300, maxY: 300 }, 0, 256, { minX: 0, minY: 0, maxX: 100, maxY: 100 })).toEqual([]);
  });

  it('puts neighbouring tiles on whole device pixels that meet, at a pixel ratio that is not whole', () => {
    const camera = { x: 13.37, y: -7.1, scale: 1 };
    for (let col = 0; col < 20; col++) {
      const left = tileDeviceSquare({ level: 0, col, row: 0 }, 256, camera, 1.9);
      const right = tileDeviceSquare({ level: 0, col: col + 1, row: 0 }, 256, camera, 1.9);
      expect(right.x0).toBe(left.x1);
      expect(Number.isInteger(left.x0) && Number.isInteger(left.y1)).toBe(true);
      expect(left.x1 - left.x0).toBeGreaterThanOrEqual(486);
      expect(left.x1 - left.x0).toBeLessThanOrEqual(487);
    }
  });

  it('stands a missing tile in with the nearest level whose covering tiles are all cached', () => {
    const key = { level: 4, col: 2, row: 3 };
    const coarser = visibleTiles(tileWorldRect(key, 256), 3, 256);
    const finer = visibleTiles(tileWorldRect(key, 256), 5, 256);
    const cached = new Set([...coarser, ...finer].map(tileId));
    expect(standInTiles(key, 256, (id) => cached.has(id))).toEqual(coarser);
    cached.delete(tileId(coarser[0]!));
    expect(standInTiles(key, 256, (id) => cached.has(id))).toEqual(finer);
    expect(standInTiles(key, 256, () => false)).toBeNull();
  });
});

describe('pixel ratio budget', () => {
  it('uses the device ratio when it fits and lowers it when it does not', () => {
    expect(boundedPixelRatio(2, { width: 400, height: 800 }, 3, 16e6)).toBe(2);
    const r = boundedPixelRatio(3, { width: 2000, height: 2000 }, 3, 16e6);
    expect(r).toBeLessThan(3);
    expect(r * r * 2000 * 2000 * 3).toBeLessThanOrEqual(16e6 + 1);
    expect(boundedPixelRatio(Number.NaN, { width: 10, height: 10 }, 1, 1e6)).toBe(1);
  });
});

describe('panBy', () => {
  it('moves by the screen delta without changing scale', () => {
    expect(panBy({ x: 1, y: 2, scale: 3 }, 10, -5)).toEqual({ x: 11, y: -3, scale: 3 });
  });
});

describe('snappedZoomScale', () => {
  it('lands on a tile level and always moves at least one level', async () => {
    const { snappedZoomScale, levelScale: ls, zoomLevel: zl } = await import('../../../src/seatmap/model/viewport.js');
    const s = snappedZoomScale(1, 1.01, { min: 0.01, max: 100 });
    expect(s).toBeCloseTo(ls(1));
    expect(ls(zl(s))).toBeCloseTo(s);
    expect(snappedZoomScale(1, 0.99, { min: 0.01, max: 100 })).toBeCloseTo(ls(-1));
    expect(snappedZoomScale(90, 4, { min: 0.01, max: 100 })).toBeLessThanOrEqual(100);
  });
});
