/**
 * The tile worker's side (workers/tile.worker.ts runs it): it keeps its own copy of the scene and
 * paints the tiles the main thread asks for, one message each, handing each bitmap over without a
 * copy. The main thread decides what to paint and in which order (it knows the camera); the
 * worker only paints, so a second core renders while the main thread answers input.
 */
import type { Rect } from '../model/viewport.js';
import type { StaticScene } from './scene.js';
import { ScratchCanvas, type Picture } from './surface.js';
import { layerDrawing, paintTile, type TileLayerName } from './tile-painting.js';

/** The scene without its geometry, which is sent only when it changes. */
export type SceneLook = Omit<StaticScene, 'geometry'>;

export type ToTileWorker =
  | { type: 'geometry'; geometry: StaticScene['geometry'] }
  | { type: 'scene'; look: SceneLook }
  /** `slowdown` > 1 makes the worker that many times slower (benchmarks emulate a slow phone: DevTools throttling does not reach workers). */
  | { type: 'paint'; token: number; layer: TileLayerName; rect: Rect; scale: number; device: number; slowdown: number };

export type FromTileWorker = { type: 'painted'; token: number; bitmap: ImageBitmap | null; ms: number } | { type: 'failed'; token: number; message: string };

export interface TileWorkerScope {
  postMessage(message: FromTileWorker, transfer: Transferable[]): void;
}

/** The worker's message handler. */
export function createTileWorkerHost(scope: TileWorkerScope): (message: ToTileWorker) => void {
  let geometry: StaticScene['geometry'] | null = null;
  let look: SceneLook | null = null;
  let scene: StaticScene | null = null;
  const scratch = new ScratchCanvas();
  const drawings = {
    blocks: layerDrawing('blocks', () => scene!),
    seats: layerDrawing('seats', () => scene!),
    map: layerDrawing('map', () => scene!),
  };
  return (message) => {
    if (message.type === 'geometry') geometry = message.geometry;
    else if (message.type === 'scene') look = message.look;
    if (message.type !== 'paint') {
      scene = geometry && look ? { ...look, geometry } : null;
      return;
    }
    const { token, layer, rect, scale, device, slowdown } = message;
    if (!scene) {
      scope.postMessage({ type: 'failed', token, message: 'no scene' }, []);
      return;
    }
    const t0 = performance.now();
    let picture: Picture | null;
    try {
      picture = paintTile(scratch, rect, scale, device, drawings[layer]);
    } catch (error) {
      scope.postMessage({ type: 'failed', token, message: String(error) }, []);
      return;
    }
    const ms = performance.now() - t0;
    if (slowdown > 1) spin(ms * (slowdown - 1));
    // In a worker the scratch is always an OffscreenCanvas, so the picture is an ImageBitmap.
    const bitmap = picture as ImageBitmap | null;
    scope.postMessage({ type: 'painted', token, bitmap, ms: performance.now() - t0 }, bitmap ? [bitmap] : []);
  };
}

/** Keeps the thread busy for `ms`, as a CPU that many times slower would be. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}
