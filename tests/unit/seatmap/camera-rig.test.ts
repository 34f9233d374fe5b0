import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CameraRig } from '../../../src/seatmap/render/camera-rig.js';

// The rig animates with animation frames; these tests jump (0 ms) and never draw.
beforeAll(() => {
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('requestAnimationFrame', () => 0);
});

describe('zooming to a block', () => {
  // A wide venue of seats one unit apart, on a 360 x 400 phone map.
  const rig = () => {
    const r = new CameraRig({ minX: 0, minY: 0, maxX: 2000, maxY: 1200 }, 1, () => undefined);
    r.setSize({ width: 360, height: 400 });
    return r;
  };
  const block: [number, number, number, number] = [100, 100, 500, 300];

  it('fits a block for a mouse, seats at least 4 px apart', () => {
    const r = rig();
    r.fitBox(block, 0);
    expect(r.camera.scale).toBeGreaterThanOrEqual(4);
    expect(r.camera.scale).toBeLessThan(24);
  });

  it('zooms further for a finger: seats at least 24 CSS px apart, the block\'s centre in the middle', () => {
    const r = rig();
    r.fitBox(block, 0, 24);
    expect(r.camera.scale).toBeGreaterThanOrEqual(24);
    expect(r.camera.x + 300 * r.camera.scale).toBeCloseTo(180, 5);
    expect(r.camera.y + 200 * r.camera.scale).toBeCloseTo(200, 5);
  });
});

describe('the covered foot of the map', () => {
  // Taller than wide: on a phone's map it fills the height.
  const world = { minX: 0, minY: 0, maxX: 1000, maxY: 2000 };

  it('learnt after the first size, moves a map still at the whole-venue view above it', () => {
    const r = new CameraRig(world, 1, () => undefined);
    r.setSize({ width: 300, height: 420 });
    expect(2000 * r.camera.scale + r.camera.y).toBeGreaterThan(420 - 64);
    expect(r.setCoveredBottom(64)).toBe(true);
    expect(r.camera).toEqual(r.home());
    expect(2000 * r.camera.scale + r.camera.y).toBeLessThanOrEqual(420 - 64);
  });

  it('leaves a map the fan has moved where it is', () => {
    const r = new CameraRig(world, 1, () => undefined);
    r.setSize({ width: 300, height: 420 });
    r.zoomBy(2);
    const moved = r.camera;
    expect(r.setCoveredBottom(64)).toBe(false);
    expect(r.camera).toEqual(moved);
  });
});

describe('moving to a block or a seat with the map\'s foot covered', () => {
  it('centres them in the part of the map above the covered strip', () => {
    const r = new CameraRig({ minX: 0, minY: 0, maxX: 2000, maxY: 1200 }, 1, () => undefined);
    r.setCoveredBottom(64);
    r.setSize({ width: 360, height: 400 });
    r.fitBox([100, 100, 500, 300], 0, 24);
    expect(r.camera.y + 200 * r.camera.scale).toBeCloseTo((400 - 64) / 2, 5);
    r.reveal(800, 600, 0);
    expect(r.camera.x + 800 * r.camera.scale).toBeCloseTo(180, 5);
    expect(r.camera.y + 600 * r.camera.scale).toBeCloseTo((400 - 64) / 2, 5);
  });
});

describe('a new map size', () => {
  const world = { minX: 0, minY: 0, maxX: 2000, maxY: 1200 };

  it('keeps a map at its whole-venue view there (a phone turned on its side shows the whole venue again)', () => {
    const r = new CameraRig(world, 1, () => undefined);
    r.setSize({ width: 328, height: 240 });
    r.setSize({ width: 708, height: 209 });
    expect(r.camera).toEqual(r.home());
  });

  it('leaves a view the fan moved where it is (only kept on the map)', () => {
    const r = new CameraRig(world, 1, () => undefined);
    r.setSize({ width: 328, height: 240 });
    r.set({ ...r.camera, x: r.camera.x - 40 });
    const moved = r.camera;
    r.setSize({ width: 328, height: 260 });
    expect(r.camera.scale).toBe(moved.scale);
    expect(r.camera.x).toBe(moved.x);
  });
});
