import { describe, expect, it } from 'vitest';
import { inputFrameRatios, LayerView } from '../../../src/seatmap/render/layer-view.js';
import { TiledLayer } from '../../../src/seatmap/render/tiled-layer.js';
import { runIdleSlice, SliceBudget } from '../../../src/seatmap/render/idle-work.js';
import type { PictureSurface } from '../../../src/seatmap/render/compositor.js';
import { intersection, visibleWorldRect, type Camera, type Rect, type Size } from '../../../src/seatmap/model/viewport.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

const world: Rect = { minX: 0, minY: 0, maxX: 8000, maxY: 8000 };
const size: Size = { width: 800, height: 500 };
const margin = 160;
const camera: Camera = { x: -2000, y: -2000, scale: 1 };

/** A view over one seat layer, recording which tile rectangles it rendered and what it showed. */
function setup(settled = false) {
  const rendered: Rect[] = [];
  const shown: number[] = [];
  const surface: PictureSurface = {
    shown: false, start: () => undefined, addBand: () => undefined, finish: () => void shown.push(rendered.length),
    abandon: () => undefined, place: () => undefined, hide: () => undefined,
  };
  const layer = new TiledLayer({ tilePx: 256, budgetPixels: 64e6, render: (_ctx, rect) => (rendered.push(rect), true) });
  const view = new LayerView(surface, [layer], margin);
  const target = {
    camera, size, world, pixelRatio: 1, settled, views: [view], marks: [],
    markInput: () => { throw new Error('no marks'); }, onComposed: () => undefined,
  };
  /** One idle slice with room for about one tile. */
  const slice = () => runIdleSlice(target, new SliceBudget(0, Infinity));
  return { rendered, shown, view, layer, slice };
}

const inView = (r: Rect) => intersection(r, visibleWorldRect(camera, size)) !== null;

describe('LayerView: the view sharpens before its margin', () => {
  it('renders every tile the fan sees first, shows a final bitmap, then the margin and a complete one', () => {
    const { rendered, shown, view, slice } = setup();
    let slices = 0;
    while (shown.length === 0 && slices++ < 500) slice();
    const viewTiles = rendered.filter(inView).length;
    expect(viewTiles).toBeGreaterThan(0);
    // The first bitmap came as soon as the view's own tiles were there, none of the margin's before.
    expect(shown[0]).toBe(viewTiles);
    expect(rendered.slice(0, viewTiles).every(inView)).toBe(true);
    expect(view.isFinal(camera)).toBe(true);
    expect(view.complete).toBe(false);
    // Moved away from where it was composed, the stand-ins in the margin are not final.
    expect(view.isFinal({ ...camera, x: camera.x + 100 })).toBe(false);

    while (!view.complete && slices++ < 1000) slice();
    expect(view.complete).toBe(true);
    expect(shown).toHaveLength(2);
    expect(rendered.length).toBeGreaterThan(viewTiles);
    expect(view.isFinal({ ...camera, x: camera.x + 100 })).toBe(true);
  });
});

describe('LayerView: a camera that has stopped', () => {
  it('gets a sharp view at once, painted without waiting for its tiles, which are cached afterwards', () => {
    const { rendered, shown, view, layer, slice } = setup(true);
    let slices = 0;
    while (shown.length === 0 && slices++ < 500) slice();
    // No tile was cached before the bitmap: the view's tiles were painted straight onto it.
    expect(layer.tileCount).toBe(0);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every(inView)).toBe(true);
    expect(view.isFinal(camera)).toBe(true);
    expect(view.viewComplete).toBe(true);
    expect(view.complete).toBe(false);
    const painted = rendered.length;

    while (!view.complete && slices++ < 1000) slice();
    expect(view.complete).toBe(true);
    // One more bitmap, once the margin's tiles were there; caching the view's tiles asked for none.
    expect(shown).toHaveLength(2);
    expect(layer.tileCount).toBeGreaterThan(painted);
    const settledSlices = slices;
    while (slice() && slices++ < 2000);
    expect(shown).toHaveLength(2);
    expect(slices).toBeLessThan(settledSlices + 1000);
  });

  it('repaints the bitmap when tiles it shows get new content: the view at once, the margin once its tiles are rendered', () => {
    const { shown, view, layer, slice } = setup(true);
    let slices = 0;
    while (slice() && slices++ < 2000);
    expect(view.complete).toBe(true);
    const before = shown.length;
    layer.markStale();
    while (slice() && slices++ < 4000);
    expect(shown.length).toBe(before + 2);
    expect(view.isFinal(camera)).toBe(true);
    expect(view.complete).toBe(true);
  });
});

describe('LayerView: a new bitmap in bands', () => {
  /** A view on a device slow enough for its bitmap to come in several bands, recording what its surface did. */
  function banded() {
    const events: string[] = [];
    const surface: PictureSurface = {
      shown: false, start: () => void events.push('start'), addBand: () => void events.push('band'), finish: () => void events.push('finish'),
      abandon: () => void events.push('abandon'), place: (_at, incoming) => void events.push(incoming ? 'place both' : 'place'), hide: () => void events.push('hide'),
    };
    const layer = new TiledLayer({ tilePx: 256, budgetPixels: 64e6, render: () => true });
    // A band's hand-over may take a microsecond: every band is as small as bands get.
    const view = new LayerView(surface, [layer], margin, 0.001);
    const target = {
      camera, size, world, pixelRatio: 1, settled: true, views: [view], marks: [],
      markInput: () => { throw new Error('no marks'); }, onComposed: () => undefined,
    };
    const slice = () => runIdleSlice(target, new SliceBudget(0, Infinity));
    return { events, view, layer, slice };
  }

  it('shows each band when it is finished, then the whole bitmap, placing unfinished bands with the one on screen', () => {
    const { events, view } = banded();
    expect(view.composeNow(camera, size, world, 1, Infinity)).toBe(true);
    events.length = 0;
    const moved = { ...camera, x: camera.x - 200 };
    view.begin(moved, size, world, 1, Infinity);
    const bandCount = () => events.filter((e) => e === 'band').length;
    let slices = 0;
    let shownBeforeLastSlice = 0;
    while (!view.step(0, true) && slices++ < 1000) {
      shownBeforeLastSlice = bandCount();
      if (slices === 3) view.present(camera, size, 1);
    }
    expect(bandCount()).toBeGreaterThan(2);
    // Bands went on screen one by one, in the slices before the one that made the bitmap whole.
    expect(events[0]).toBe('start');
    expect(shownBeforeLastSlice).toBe(bandCount() - 1);
    expect(events.at(-1)).toBe('finish');
    expect(events).toContain('place both');
    expect(view.drawn).toEqual(moved);
  });

  it('draws on the canvas of a surface that draws its bands in place, in bands no larger than it takes', () => {
    const drawn: { width: number; height: number }[] = [];
    const shown: unknown[] = [];
    const pictures: object[] = [];
    const maxBandPixels = 400_000;
    const surface: PictureSurface = {
      shown: false, start: () => undefined, addBand: (band) => void shown.push(band.picture), finish: () => undefined,
      abandon: () => undefined, place: () => undefined, hide: () => undefined,
      bandCanvas: () => ({
        maxBandPixels,
        begin: (width, height) => {
          drawn.push({ width, height });
          return new OffscreenCanvas(width, height).getContext('2d');
        },
        end: () => {
          const picture = { band: pictures.length } as unknown as ImageBitmap;
          pictures.push(picture);
          return picture;
        },
      }),
    };
    const layer = new TiledLayer({ tilePx: 128, budgetPixels: 64e6, render: () => true });
    // Hand-overs cost next to nothing here: left to the cost alone, the bitmap would be one band.
    const view = new LayerView(surface, [layer], margin, 1e6);
    expect(view.composeNow(camera, size, world, 1, Infinity)).toBe(true);
    expect(drawn.length).toBeGreaterThan(1);
    // Each band within the surface's bound (whole rows of 128 px tiles: one row is 1,120 x 128).
    for (const band of drawn) expect(band.width * band.height).toBeLessThanOrEqual(maxBandPixels);
    expect(drawn.reduce((rows, band) => rows + band.height, 0)).toBe(size.height + 2 * margin);
    // Every band shown is the picture its canvas gave, in order.
    expect(shown).toEqual(pictures);
  });

  it('drops the bands of a composition that no longer suits the camera', () => {
    const { events, view } = banded();
    view.composeNow(camera, size, world, 1, Infinity);
    view.begin({ ...camera, x: camera.x - 200 }, size, world, 1, Infinity);
    view.step(0, true);
    events.length = 0;
    view.dropStaleJob({ ...camera, scale: 2 });
    expect(events).toEqual(['abandon']);
    expect(view.composing).toBeNull();
  });

  it('makes a quick stand-in at a reduced resolution in an input frame on a slow device, which idle time replaces', () => {
    const { events, view, slice } = banded();
    while (slice());
    expect(view.isFinal(camera)).toBe(true);
    // An input frame that had to compose (every tile cached): a stand-in at half the resolution.
    expect(view.composeNow(camera, size, world, 1, 0, 0.5)).toBe(false);
    expect(view.isFinal(camera)).toBe(false);
    expect(view.wantsRedraw(camera)).toBe(true);
    const finished = events.filter((e) => e === 'finish').length;
    let slices = 0;
    while (!view.isFinal(camera) && slices++ < 1000) slice();
    expect(view.isFinal(camera)).toBe(true);
    expect(view.complete).toBe(true);
    expect(events.filter((e) => e === 'finish').length).toBe(finished + 1);
  });

  it('composes at the full resolution in an input frame on a device fast enough, once one was measured', () => {
    const { view, slice } = setup(true);
    while (slice());
    // The first, unmeasured, is a stand-in at half the ratio.
    expect(view.composeNow(camera, size, world, 1, 0, 0.5)).toBe(false);
    while (slice());
    expect(view.composeNow(camera, size, world, 1, 0, 0.5)).toBe(true);
    expect(view.isFinal(camera)).toBe(true);
  });

  /** A fresh view whose band pictures' widths (device pixels) are recorded. */
  function widths(bandMs: number) {
    const bandWidths: number[] = [];
    const surface: PictureSurface = {
      shown: false, start: () => undefined, addBand: (band) => void bandWidths.push(band.picture.width), finish: () => undefined,
      abandon: () => undefined, place: () => undefined, hide: () => undefined,
    };
    const layer = new TiledLayer({ tilePx: 256, budgetPixels: 64e6, render: () => true });
    return { bandWidths, layer, view: new LayerView(surface, [layer], margin, bandMs) };
  }

  it('composes the first input frame, unmeasured, at pixel ratio 0.5, and a fast device\'s next at the full ratio', () => {
    // The hand-over measured in idle time said nothing of a stand-in's own new buffer: a slow
    // phone's first input frame at the full ratio was a long task.
    const { bandWidths, view } = widths(1000);
    const full = size.width + 2 * margin;
    view.composeNow(camera, size, world, 2, 0, 0.25);
    expect(bandWidths).toEqual([Math.ceil(full * 0.5)]);
    view.composeNow({ ...camera, x: camera.x - 3000 }, size, world, 2, 0, 0.25);
    expect(bandWidths[1]).toBe(full * 2);
  });

  it('goes by what input frames took, stand-ins included, not only by the hand-over', () => {
    const { bandWidths, layer, view } = widths(30);
    // Drawing the stand-ins for missing tiles is slow on this device: 3 ms each.
    layer.drawFallback = () => {
      const t0 = performance.now();
      while (performance.now() - t0 < 3);
    };
    view.composeNow(camera, size, world, 1, 0, 0.5);
    expect(bandWidths).toEqual([Math.ceil((size.width + 2 * margin) * 0.5)]);
    // That frame took far more than 30 ms: the next one stays a stand-in at half the ratio, where
    // the hand-over alone would allow the full one.
    view.composeNow({ ...camera, x: camera.x - 3000 }, size, world, 1, 0, 0.5);
    expect(bandWidths[1]).toBe(Math.ceil((size.width + 2 * margin) * 0.5));
  });

  it('steps down by halves to the lowest ratio, taking the highest that fits', () => {
    const slowStandIns = (ms: number) => {
      // A budget of 300 ms, so the rest of a composition here (~50 ms, shared machine) stays small beside the stand-ins.
      const made = widths(300);
      made.layer.drawFallback = () => {
        const t0 = performance.now();
        while (performance.now() - t0 < ms);
      };
      made.view.composeNow(camera, size, world, 1, 0, 0.25);
      made.view.composeNow({ ...camera, x: camera.x - 3000 }, size, world, 1, 0, 0.25);
      return made.bandWidths[1];
    };
    const full = size.width + 2 * margin;
    // The first frame (at ratio 0.5) draws 20 stand-ins: at 8 ms each ~160 ms, so ratio 0.5 fits
    // 300 ms and ratio 1 (four times the pixels) does not.
    expect(slowStandIns(8)).toBe(Math.ceil(full * 0.5));
    // At 40 ms each ~800 ms: only a quarter of those pixels (ratio 0.25) fits.
    expect(slowStandIns(40)).toBe(Math.ceil(full * 0.25));
  });
});

describe('inputFrameRatios', () => {
  it('lists the full ratio, 1 and its halves down to the lowest, best first', () => {
    expect(inputFrameRatios(2, 0.25)).toEqual([2, 1, 0.5, 0.25]);
    expect(inputFrameRatios(1, 0.25)).toEqual([1, 0.5, 0.25]);
    expect(inputFrameRatios(3, 0.5)).toEqual([3, 1, 0.5]);
    expect(inputFrameRatios(2, 2)).toEqual([2]);
  });
});
