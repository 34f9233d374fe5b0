import { describe, expect, it, vi } from 'vitest';
import { ComposeJob, type ComposeCosts } from '../../../src/seatmap/render/compose-job.js';
import { TiledLayer } from '../../../src/seatmap/render/tiled-layer.js';
import { ScratchCanvas, type Band } from '../../../src/seatmap/render/surface.js';
import { tileId, type Camera, type Rect, type Size, type TileKey } from '../../../src/seatmap/model/viewport.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

const world: Rect = { minX: 0, minY: 0, maxX: 8000, maxY: 8000 };
// A bitmap of 1600 x 1040 CSS px (a 1280 x 720 view and its margin), at a camera off the tile grid.
const size: Size = { width: 1600, height: 1040 };
const canvasCamera: Camera = { x: -1913.3, y: -2077.6, scale: 1 };
const pixelRatio = 2;

/** A layer with every tile the bitmap needs cached, and a job composing it. */
function setup(bandPixels: number, resolution = 1, background: string | null = null) {
  const layer = new TiledLayer({ tilePx: 256, budgetPixels: 64e6, render: () => true });
  layer.setPixelRatio(pixelRatio);
  const plan = layer.plan(canvasCamera, size, world, Infinity);
  expect(plan.complete).toBe(true);
  const job = new ComposeJob({ camera: canvasCamera, canvasCamera, size, pixelRatio, resolution, layers: [layer], plans: [plan], bandPixels, direct: null, background });
  const blits: string[] = [];
  vi.spyOn(layer, 'blit').mockImplementation((_ctx, _camera, key: TileKey) => void blits.push(tileId(key)));
  const costs: ComposeCosts = { stepMs: 0.5, paintMs: 3, handOverMsPerPixel: 5e-6 };
  return { layer, plan, job, blits, costs, scratch: new ScratchCanvas() };
}

describe('ComposeJob: a bitmap in bands', () => {
  it('splits the bitmap into bands of whole tile rows within the pixel budget, drawing every tile once', () => {
    const { layer, plan, job, blits, costs, scratch } = setup(1.5e6);
    const bands: Band[] = [];
    expect(job.run(Infinity, true, scratch, costs, (b) => bands.push(b))).toBe(true);
    expect(bands.length).toBeGreaterThan(3);
    // Contiguous, top to bottom, covering the whole bitmap.
    expect(bands[0]!.top).toBe(0);
    for (let i = 1; i < bands.length; i++) expect(bands[i]!.top).toBeCloseTo(bands[i - 1]!.top + bands[i - 1]!.height, 9);
    const last = bands.at(-1)!;
    expect((last.top + last.height) * pixelRatio).toBe(Math.ceil(size.height * pixelRatio));
    // Each band starts where a row of tiles starts, and is one row when a row alone is over budget.
    const rowTops = new Set(plan.keys.map((k) => layer.deviceSquare(k, canvasCamera).y0));
    for (const band of bands.slice(1)) expect(rowTops.has(Math.round(band.top * pixelRatio))).toBe(true);
    for (const band of bands) {
      const pixels = (band.picture as ImageBitmap).width * (band.picture as ImageBitmap).height;
      const rows = plan.keys.filter((k) => {
        const { y0 } = layer.deviceSquare(k, canvasCamera);
        return y0 >= band.top * pixelRatio - 0.5 && y0 < (band.top + band.height) * pixelRatio - 0.5;
      });
      expect(pixels <= 1.5e6 || new Set(rows.map((k) => k.row)).size <= 1).toBe(true);
    }
    // No tile drawn twice, none left out.
    expect(blits.length).toBe(plan.keys.length);
    expect(new Set(blits).size).toBe(plan.keys.length);
  });

  it('makes one band at a reduced resolution, a smaller bitmap for the same area', () => {
    const { job, blits, plan, costs, scratch } = setup(1.5e6, 0.5);
    const bands: Band[] = [];
    expect(job.run(Infinity, true, scratch, costs, (b) => bands.push(b))).toBe(true);
    expect(bands).toHaveLength(1);
    const picture = bands[0]!.picture as ImageBitmap;
    expect(picture.width).toBe(Math.ceil(size.width * pixelRatio * 0.5));
    expect(picture.height).toBe(Math.ceil(size.height * pixelRatio * 0.5));
    expect(bands[0]!.height * pixelRatio).toBe(Math.ceil(size.height * pixelRatio));
    expect(blits.length).toBe(plan.keys.length);
  });

  it('hands a band over in the same slice as its last step, and goes on where a slice stopped', () => {
    const { job, plan, costs, scratch } = setup(1.5e6);
    const bands: Band[] = [];
    let slices = 0;
    // Slices with no time left: each runs its first unit only, a tile or a band's new buffer.
    while (!job.run(0, true, scratch, costs, (b) => bands.push(b))) slices++;
    slices++;
    expect(bands.length).toBeGreaterThan(3);
    // One slice per tile and one per band's buffer: no slice was spent on a hand-over alone.
    expect(slices).toBe(plan.keys.length + bands.length);
    expect(job.finished).toBe(bands.length);
  });

  it('fills each band with the background before its tiles, so no part of the picture it replaces shows through', () => {
    const { layer, job, costs, scratch } = setup(1.5e6, 1, '#f8f9fa');
    // What each band's context was asked to do, in order, with the tiles blitted into it.
    const drawn: string[] = [];
    vi.spyOn(layer, 'blit').mockImplementation(() => void drawn.push('blit'));
    const begin = scratch.begin.bind(scratch);
    vi.spyOn(scratch, 'begin').mockImplementation((w: number, h: number) => {
      drawn.push(`begin ${w}x${h}`);
      return new Proxy(begin(w, h)!, {
        get: (target, name) => (name === 'fillRect' ? (...a: number[]) => void drawn.push(`fill ${a.join(',')}`) : Reflect.get(target, name)),
        set: (target, name, value) => (name === 'fillStyle' && drawn.push(`fillStyle ${String(value)}`), Reflect.set(target, name, value)),
      });
    });
    const bands: Band[] = [];
    expect(job.run(Infinity, true, scratch, costs, (b) => bands.push(b))).toBe(true);
    expect(bands.length).toBeGreaterThan(1);
    const begins = drawn.flatMap((d, i) => (d.startsWith('begin') ? [i] : []));
    expect(begins).toHaveLength(bands.length);
    for (const i of begins) {
      const [w, h] = drawn[i]!.slice(6).split('x');
      // Coloured and filled whole, then its tiles.
      expect(drawn.slice(i + 1, i + 4)).toEqual(['fillStyle #f8f9fa', `fill 0,0,${w},${h}`, 'blit']);
    }
    // Without a background nothing is filled.
    const plain = setup(1.5e6);
    const fills: string[] = [];
    const plainBegin = plain.scratch.begin.bind(plain.scratch);
    vi.spyOn(plain.scratch, 'begin').mockImplementation((w: number, h: number) => new Proxy(plainBegin(w, h)!, { get: (t, n) => (n === 'fillRect' ? () => void fills.push('fill') : Reflect.get(t, n)) }));
    expect(plain.job.run(Infinity, true, plain.scratch, plain.costs, () => undefined)).toBe(true);
    expect(fills).toHaveLength(0);
  });
});
