/**
 * The main thread's handle on the tile worker: sends it the scene, then paint requests, at most
 * `depth` at a time so that the main thread can still choose the next tile with the camera of the
 * moment (a queue in the worker would paint tiles a fan has already zoomed away from). Results
 * come back as bitmaps to each request's callback; when the worker is gone (stopped, crashed)
 * every open request is answered with `undefined` and the layers paint on the main thread.
 */
import type { Rect } from '../model/viewport.js';
import type { StaticScene } from './scene.js';
import type { FromTileWorker, SceneLook, ToTileWorker } from './tile-worker-host.js';
import type { TileLayerName } from './tile-painting.js';

/** A worker as the link uses it (a real Worker, or a stand-in in tests). */
export interface TileWorkerPort {
  postMessage(message: ToTileWorker): void;
  onmessage: ((e: { data: FromTileWorker }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  terminate(): void;
}

/** A painted tile (null: nothing to draw there), or undefined when the worker could not paint it. */
export type PaintResult = ImageBitmap | null | undefined;

export class TileWorkerLink {
  private port: TileWorkerPort | null = null;
  private broken = false;
  private readonly open = new Map<number, (result: PaintResult, ms: number) => void>();
  private nextToken = 1;
  private sentGeometry: StaticScene['geometry'] | null = null;
  private sentScene: StaticScene | null = null;
  /** The scene the next paint request is for (sent again to a worker started later). */
  private lastScene: StaticScene | null = null;
  /** The scene the next paint request is for (sent to a worker started later). */  /** Milliseconds the worker spent painting (benchmarks compare it with the main thread's). */
  busyMs = 0;
  painted = 0;

  constructor(
    private readonly connect: () => TileWorkerPort | null,
    /** Paint requests in flight at once. */
    private readonly depth = 2,
    /** Benchmarks only: how many times slower the worker should run (see tile-worker-host.ts). */
    private readonly slowdown = 1,
    /** A painted tile arrived (after its callback ran). */
    private readonly onArrival: () => void = () => undefined,
  ) {}

  /** Whether paint requests may be sent (the worker exists or can be started, and has not failed). */
  get usable(): boolean {
    if (this.broken) return false;
    if (!this.port) this.start();
    return this.port !== null;
  }

  /** Whether another request may be sent now. */
  get hasRoom(): boolean {
    return this.open.size < this.depth;
  }

  private start(): void {
    const port = this.connect();
    if (!port) {
      this.broken = true;
      return;
    }
    port.onmessage = (e) => this.receive(e.data);
    port.onerror = () => this.fail();
    this.port = port;
    this.sentGeometry = null;
    this.sentScene = null;
  }

  /** Makes the worker's copy of the scene this one (geometry only when it changed). */
  setScene(scene: StaticScene): void {
    this.lastScene = scene;
    if (!this.port) return;
    if (scene.geometry !== this.sentGeometry) {
      this.port.postMessage({ type: 'geometry', geometry: scene.geometry });
      this.sentGeometry = scene.geometry;
    }
    if (scene !== this.sentScene) {
      const { geometry: _geometry, ...look } = scene;
      this.port.postMessage({ type: 'scene', look: look satisfies SceneLook });
      this.sentScene = scene;
    }
  }

  /** Asks for one tile; `done` gets the bitmap (or undefined if it never comes). False when the request was not sent. */
  paint(layer: TileLayerName, rect: Rect, scale: number, device: number, done: (result: PaintResult, ms: number) => void): boolean {
    if (!this.usable || !this.hasRoom || !this.lastScene) return false;
    this.setScene(this.lastScene);
    const token = this.nextToken++;
    this.open.set(token, done);
    this.port!.postMessage({ type: 'paint', token, layer, rect, scale, device, slowdown: this.slowdown });
    return true;
  }

  private receive(message: FromTileWorker): void {
    const done = this.open.get(message.token);
    this.open.delete(message.token);
    if (message.type === 'failed') {
      // A drawing that throws in the worker would throw for ever: the main thread takes over.
      this.fail();
      done?.(undefined, 0);
      return;
    }
    this.busyMs += message.ms;
    this.painted++;
    if (done) done(message.bitmap, message.ms);
    else message.bitmap?.close();
    this.onArrival();
  }

  /** Stops the worker and answers every open request with undefined; it restarts on the next request. */
  stop(): void {
    this.port?.terminate();
    this.port = null;
    this.abandonOpen();
  }

  private fail(): void {
    this.broken = true;
    this.stop();
  }

  private abandonOpen(): void {
    const open = [...this.open.values()];
    this.open.clear();
    for (const done of open) done(undefined, 0);
  }
}

/** The real worker, where the platform can paint off the main thread (Worker and OffscreenCanvas). */
export function connectTileWorker(): TileWorkerPort | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas !== 'function') return null;
  try {
    return new Worker(new URL('../../../workers/tile.worker.ts', import.meta.url), { type: 'module' }) as unknown as TileWorkerPort;
  } catch {
    return null;
  }
}
