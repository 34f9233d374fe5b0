import { describe, expect, it } from 'vitest';
import { TiledLayer, type RenderStep } from '../../../src/seatmap/render/tiled-layer.js';
import { LayerView } from '../../../src/seatmap/render/layer-view.js';
import { createTileWorkerHost, type FromTileWorker, type ToTileWorker } from '../../../src/seatmap/render/tile-worker-host.js';
import { TileWorkerLink, type TileWorkerPort } from '../../../src/seatmap/render/tile-worker-link.js';
import type { PictureSurface } from '../../../src/seatmap/render/compositor.js';
import type { StaticScene } from '../../../src/seatmap/render/scene.js';
import { defaultPalette } from '../../../src/seatmap/render/palette.js';
import { levelScale, rectFromBounds, tileWorldRect, zoomLevel, type Camera, type Rect, type Size, type TileKey } from '../../../src/seatmap/model/viewport.js';
import { gridGeometry } from './fixture.js';
import { installFakeOffscreenCanvas } from './helpers/fake-canvas.js';

installFakeOffscreenCanvas();

const geometry = gridGeometry([{ rows: 30, seatsPerRow: 40 }, { rows: 30, seatsPerRow: 40 }]);
const scene: StaticScene = {
  geometry,
  status: new Uint8Array(geometry.seatCount),
  blockStats: [],
  colouring: 'availability',
  priceRange: null,
  palette: defaultPalette,
  categoryVisible: null,
  resaleFilter: 'all',
};
const world: Rect = rectFromBounds(geometry.bounds);
const size: Size = { width: 600, height: 400 };
const tilePx = 256;
// Seats 1 unit apart at 16 px a unit: the seat level of detail, a handful of tiles in view.
const camera: Camera = { x: 0, y: 0, scale: levelScale(zoomLevel(16)) };

/**
 * The real worker host behind a stand-in port: messages cross as in a browser (later, in a task
 * of their own), the bitmaps are the fake canvas's. `failAfter` paints that many tiles, then fails.
 */
function inProcessWorker(options: { failAfter?: number } = {}) {
  const sent: ToTileWorker[] = [];
  let painted = 0;
  const port: TileWorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const copy = structuredClone(message);
      sent.push(copy);
      setTimeout(() => host(copy));
    },
    terminate() {
      port.onmessage = null;
    },
  };
  const host = createTileWorkerHost({
    postMessage(message: FromTileWorker) {
      if (message.type === 'painted' && options.failAfter !== undefined && painted++ >= options.failAfter) {
        message = { type: 'failed', token: message.token, message: 'lost context' };
      }
      setTimeout(() => port.onmessage?.({ data: message }));
    },
  });
  return { port, sent };
}

/** Lets every message in flight arrive. */
const settle = () => new Promise((r) => setTimeout(r, 20));

function layerWith(link: TileWorkerLink, alsoLocal = false) {
  const local: Rect[] = [];
  const arrived: TileKey[] = [];
  const layer = new TiledLayer({
    tilePx,
    budgetPixels: 64e6,
    render: (_ctx, rect) => (local.push(rect), true),
    remote: { link, layer: 'seats', alsoLocal, onArrival: (key) => arrived.push(key) },
  });
  return { layer, local, arrived };
}

/** Calls renderNext for the view only, as idle work does, until it stops handing tiles over. */
function dispatch(layer: TiledLayer, at: Camera = camera): RenderStep[] {
  const steps: RenderStep[] = [];
  for (let i = 0; i < 100; i++) {
    const step = layer.renderNext(at, size, world, Infinity, false, true);
    steps.push(step);
    if (step !== 'sent') break;
  }
  return steps;
}

describe('tile worker', () => {
  it('paints the view in the worker, two tiles at a time, and the main thread paints nothing', async () => {
    const { port, sent } = inProcessWorker();
    const link = new TileWorkerLink(() => port, 2);
    link.setScene(scene);
    const { layer, local, arrived } = layerWith(link);
    expect(dispatch(layer)).toEqual(['sent', 'sent', 'waiting']);
    expect(sent.map((m) => m.type)).toEqual(['geometry', 'scene', 'paint', 'paint']);
    let rounds = 0;
    while (layer.pending(camera, size, world) && rounds++ < 50) {
      await settle();
      dispatch(layer);
    }
    expect(layer.pending(camera, size, world)).toBe(false);
    expect(local).toEqual([]);
    expect(arrived.length).toBeGreaterThan(2);
    expect(link.painted).toBe(arrived.length);
    // The view is drawn: nothing more is sent, and the scene went over once.
    expect(dispatch(layer)).toEqual(['idle']);
    expect(sent.filter((m) => m.type === 'geometry')).toHaveLength(1);
  });

  it('drops the tiles in flight when seats change (the worker paints them with the old status) and asks again', async () => {
    const { port, sent } = inProcessWorker();
    const link = new TileWorkerLink(() => port, 2);
    link.setScene(scene);
    const { layer, arrived } = layerWith(link);
    dispatch(layer);
    // A live status refresh marks the tiles of changed seats stale; none is cached yet.
    layer.markStale(() => []);
    await settle();
    expect(arrived).toEqual([]);
    expect(layer.pending(camera, size, world)).toBe(true);
    expect(dispatch(layer)).toEqual(['sent', 'sent', 'waiting']);
    expect(sent.filter((m) => m.type === 'paint')).toHaveLength(4);
  });

  it('sends the new scene before the next tile, and the geometry only when it changed', async () => {
    const { port, sent } = inProcessWorker();
    const link = new TileWorkerLink(() => port, 2);
    link.setScene(scene);
    const { layer } = layerWith(link);
    dispatch(layer);
    const sold = { ...scene, status: new Uint8Array(geometry.seatCount).fill(2) };
    link.setScene(sold);
    const kinds = sent.map((m) => m.type);
    expect(kinds.slice(-1)).toEqual(['scene']);
    expect(kinds.filter((k) => k === 'geometry')).toHaveLength(1);
    const last = sent[sent.length - 1] as Extract<ToTileWorker, { type: 'scene' }>;
    expect(last.look.status[0]).toBe(2);
  });

  it('answers an empty tile with no bitmap, and a tile with seats with one of the asked size', async () => {
    const replies: FromTileWorker[] = [];
    const host = createTileWorkerHost({ postMessage: (m) => replies.push(m) });
    const key = { level: zoomLevel(camera.scale), col: 0, row: 0 };
    const paint = (k: TileKey, token: number): ToTileWorker => ({ type: 'paint', token, layer: 'seats', rect: tileWorldRect(k, tilePx), scale: levelScale(k.level), device: 512, slowdown: 1 });
    host(paint(key, 1));
    expect(replies[0]).toMatchObject({ type: 'failed', token: 1 });
    host({ type: 'geometry', geometry });
    host({ type: 'scene', look: { ...scene, geometry: undefined } as unknown as Omit<StaticScene, 'geometry'> });
    host(paint(key, 2));
    host(paint({ ...key, col: 1000 }, 3));
    expect(replies[1]).toMatchObject({ type: 'painted', token: 2, bitmap: { width: 512, height: 512 } });
    expect(replies[2]).toMatchObject({ type: 'painted', token: 3, bitmap: null });
  });

  it('falls back to the main thread when the worker fails', async () => {
    const { port } = inProcessWorker({ failAfter: 1 });
    const link = new TileWorkerLink(() => port, 2);
    link.setScene(scene);
    const { layer, local, arrived } = layerWith(link);
    dispatch(layer);
    await settle();
    expect(arrived).toHaveLength(1);
    expect(link.usable).toBe(false);
    while (layer.renderNext(camera, size, world, Infinity, false, true) !== 'idle');
    expect(local.length).toBeGreaterThan(0);
    expect(layer.pending(camera, size, world)).toBe(false);
  });

  it('lets the main thread paint beside a busy worker when asked to', () => {
    const { port } = inProcessWorker();
    const link = new TileWorkerLink(() => port, 2);
    link.setScene(scene);
    const { layer, local } = layerWith(link, true);
    expect(dispatch(layer)).toEqual(['sent', 'sent', 'visible']);
    expect(local).toHaveLength(1);
  });

  it('paints on the main thread where no worker can be made', () => {
    const link = new TileWorkerLink(() => null, 2);
    link.setScene(scene);
    const { layer, local } = layerWith(link);
    expect(dispatch(layer)).toEqual(['visible']);
    expect(local).toHaveLength(1);
  });
});

describe('LayerView: a tile from the worker', () => {
  const surface: PictureSurface = { shown: false, show: () => undefined, place: () => undefined, hide: () => undefined };

  it('makes the bitmap on screen out of date only where it shows that tile', () => {
    const layer = new TiledLayer({ tilePx, budgetPixels: 64e6, render: () => true });
    const view = new LayerView(surface, [layer], 160);
    view.composeNow(camera, size, world, 1, Infinity);
    expect(view.complete).toBe(true);
    expect(view.wantsRedraw(camera)).toBe(false);
    const level = zoomLevel(camera.scale);
    view.tileArrived({ level: level + 1, col: 0, row: 0 }, tilePx);
    view.tileArrived({ level, col: 500, row: 500 }, tilePx);
    expect(view.wantsRedraw(camera)).toBe(false);
    view.tileArrived({ level, col: 0, row: 0 }, tilePx);
    expect(view.wantsRedraw(camera)).toBe(true);
  });
});
