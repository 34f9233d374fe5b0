/**
 * A static layer cached as bitmap tiles per zoom level. A frame blits the visible tiles (one
 * `drawImage` each); missing tiles are rendered within a per-frame time budget and, meanwhile,
 * stood in for by cached tiles of neighbouring levels, so pan and zoom frames stay short even
 * when a new level has to be drawn.
 */
import {
  intersection,
  levelScale,
  tileId,
  tileWorldRect,
  visibleTiles,
  visibleWorldRect,
  zoomLevel,
  type Camera,
  type Rect,
  type Size,
  type TileKey,
} from '../model/viewport.js';
import { ScratchCanvas, type Picture } from './surface.js';
import { TileCache } from './tile-cache.js';
import { paintTile, type TileLayerName } from './tile-painting.js';
import type { TileWorkerLink } from './tile-worker-link.js';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface TiledLayerOptions {
  /** Tile side in CSS pixels. */
  tilePx: number;
  /** Budget of cached tile pixels (device pixels); 4 bytes each. */
  budgetPixels: number;
  /**
   * Draws the world rectangle `rect` at `scale` (CSS px per world unit) on a prepared context;
   * returns false when it drew nothing (the tile is then kept as an empty marker).
   */
  render: (ctx: Ctx, rect: Rect, scale: number, level: number) => boolean;
  /** Whether anything at all is drawn at this level (false skips the level cheaply). */
  drawsAt?: (scale: number) => boolean;
  /** Clock for the time budget (injected so the layer stays testable). */
  now?: () => number;
  /** Tiles painted by the tile worker rather than on the main thread (see tile-worker-link.ts). */
  remote?: RemoteTiles | undefined;
}

export interface RemoteTiles {
  link: TileWorkerLink;
  layer: TileLayerName;
  /** Whether the main thread paints too while the worker is busy (else it only waits). */
  alsoLocal: boolean;
  /** A tile painted by the worker is in the cache. */
  onArrival: (key: TileKey) => void;
}

const EMPTY: { canvas: null; pixels: 0 } = { canvas: null, pixels: 0 };

/** The tiles one drawing of the layer needs. */
export interface DrawPlan {
  keys: TileKey[];
  missing: TileKey[];
  complete: boolean;
}

/**
 * What `renderNext` did: rendered a tile of the view or one ahead of need, found nothing to do,
 * found no time, sent a tile to the worker, or found the worker busy (its next tile will wake idle work).
 */
export type RenderStep = 'visible' | 'ahead' | 'idle' | 'no-time' | 'sent' | 'waiting';

export class TiledLayer {
  private readonly cache: TileCache;
  private readonly stored = new Map<string, TileKey>();
  /** Cached tiles whose content is out of date: still shown until re-rendered. */
  private readonly stale = new Set<string>();
  /** Tiles the worker is painting: id → request number (a tile invalidated since is not taken back). */
  private readonly inFlight = new Map<string, number>();
  private requests = 0;
  private readonly now: () => number;
  private readonly scratch = new ScratchCanvas();
  private pixelRatio = 1;
  /** Running mean of one tile's render time (ms): a tile is only started when it fits the time left. */
  private tileMs = 3;
  /** Tiles rendered so far, for diagnostics and benchmarks. */
  rendered = 0;

  constructor(private readonly options: TiledLayerOptions) {
    this.cache = new TileCache(options.budgetPixels);
    this.now = options.now ?? (() => performance.now());
  }

  /** A new device pixel ratio invalidates every tile (they would be blurry or too large). */
  setPixelRatio(ratio: number): void {
    if (ratio !== this.pixelRatio) {
      this.pixelRatio = ratio;
      this.invalidate();
    }
  }

  /** Drops every tile, or only those touching `rect` (world) grown by `marginPx` screen pixels. */
  invalidate(rect?: Rect, marginPx = 0): void {
    if (!rect) {
      this.cache.clear();
      this.stored.clear();
      this.stale.clear();
      this.inFlight.clear();
      return;
    }
    this.dropInFlight();
    for (const [id, key] of [...this.stored]) {
      const m = marginPx / levelScale(key.level);
      if (intersection(tileWorldRect(key, this.options.tilePx), { minX: rect.minX - m, minY: rect.minY - m, maxX: rect.maxX + m, maxY: rect.maxY + m })) {
        this.stale.add(id);
      }
    }
  }

  /**
   * Tiles the worker is painting may show what just changed (it paints with the scene it had when
   * asked): they are dropped when they arrive and asked for again.
   */
  private dropInFlight(): void {
    this.inFlight.clear();
  }

  /**
   * Marks tiles out of date without dropping them (no blank flash): `ids(level)` names the
   * tiles of each cached level, or every tile when omitted. Stale tiles are re-rendered first.
   */
  markStale(ids?: (level: number) => Iterable<string>): void {
    this.dropInFlight();
    if (!ids) {
      for (const id of this.stored.keys()) this.stale.add(id);
      return;
    }
    const levels = new Set<number>();
    for (const key of this.stored.values()) levels.add(key.level);
    for (const level of levels) for (const id of ids(level)) if (this.stored.has(id)) this.stale.add(id);
  }

  private fresh(id: string): boolean {
    return this.cache.has(id) && !this.stale.has(id);
  }

  private fits(deadline: number): boolean {
    return deadline === Infinity || this.now() + this.tileMs <= deadline;
  }

  /** True when some tile the camera shows is missing or stale. */
  pending(camera: Camera, size: Size, world: Rect): boolean {
    if (this.options.drawsAt && !this.options.drawsAt(camera.scale)) return false;
    const keys = visibleTiles(visibleWorldRect(camera, size), zoomLevel(camera.scale), this.options.tilePx, world);
    return keys.some((k) => !this.fresh(tileId(k)));
  }

  /**
   * Renders one tile worth having before it is needed, if its usual cost fits before `deadline`:
   * visible tiles first, then a one-tile ring around the view, then the
   * next finer and coarser levels (the next wheel step); only visible ones when `visibleOnly`.
   * `force` starts one tile whatever its cost. For idle time.
   */
  renderNext(camera: Camera, size: Size, world: Rect, deadline: number, force = false, visibleOnly = false): RenderStep {
    const level = zoomLevel(camera.scale);
    const view = visibleWorldRect(camera, size);
    const ring = this.options.tilePx / camera.scale;
    const wanted: [TileKey[], RenderStep][] = [
      [visibleTiles(view, level, this.options.tilePx, world), 'visible'],
      [visibleTiles({ minX: view.minX - ring, minY: view.minY - ring, maxX: view.maxX + ring, maxY: view.maxY + ring }, level, this.options.tilePx, world), 'ahead'],
      [visibleTiles(view, level + 1, this.options.tilePx, world), 'ahead'],
      [visibleTiles(view, level - 1, this.options.tilePx, world), 'ahead'],
    ];
    this.fitBudgetTo(wanted[1]![0].length);
    const room = this.roomAhead(wanted);
    for (const [keys, kind] of wanted) {
      if (kind === 'ahead' && visibleOnly) break;
      if (kind === 'ahead' && this.options.drawsAt && !this.options.drawsAt(levelScale(keys[0]?.level ?? level))) continue;
      if (kind === 'visible' && this.options.drawsAt && !this.options.drawsAt(camera.scale)) continue;
      for (const key of keys) {
        const id = tileId(key);
        if (this.fresh(id) || this.inFlight.has(id)) continue;
        // Rendering ahead must never evict a tile the view or the next step needs (that loops for ever).
        if (kind === 'ahead' && !this.cache.has(id) && !room) return 'idle';
        if (this.send(key, id)) return 'sent';
        if (this.waitsForWorker) return 'waiting';
        if (!force && !this.fits(deadline)) return 'no-time';
        this.renderTile(key, id);
        return kind;
      }
    }
    return 'idle';
  }

  private get tileDevicePixels(): number {
    const side = Math.max(1, Math.round(this.options.tilePx * this.pixelRatio));
    return side * side;
  }

  /**
   * The cache holds at least the view and its ring at this pixel ratio: a fixed budget smaller
   * than a zoomed-in view at DPR 2 re-rendered tiles for ever. Levels around come only on top.
   */
  private fitBudgetTo(tiles: number): void {
    this.cache.ensureBudget(tiles * this.tileDevicePixels);
  }

  /** Whether one more tile fits in the budget beside every cached tile the wanted lists name. */
  private roomAhead(wanted: readonly (readonly [TileKey[], RenderStep])[]): boolean {
    const counted = new Set<string>();
    let pixels = this.tileDevicePixels;
    for (const [keys] of wanted) {
      for (const key of keys) {
        const id = tileId(key);
        if (counted.has(id)) continue;
        counted.add(id);
        pixels += this.cache.pixelsOf(id);
      }
    }
    return pixels <= this.cache.budget;
  }

  /**
   * What drawing the layer for `camera` takes: the visible tiles (blitted in order) and, of
   * those, the missing ones (stood in for by other levels first). Renders missing tiles until
   * `deadline` (a `now()` value; 0 renders none); `complete` is false while any is missing or stale.
   */
  plan(camera: Camera, size: Size, world: Rect, deadline: number): DrawPlan {
    if (this.options.drawsAt && !this.options.drawsAt(camera.scale)) return { keys: [], missing: [], complete: true };
    const level = zoomLevel(camera.scale);
    const view = visibleWorldRect(camera, size);
    const keys = visibleTiles(view, level, this.options.tilePx, world);
    this.fitBudgetTo(keys.length);
    let complete = true;
    const missing: TileKey[] = [];
    for (const key of keys) {
      const id = tileId(key);
      if (!this.fresh(id)) this.fill(key, id, deadline);
      if (!this.cache.has(id)) {
        complete = false;
        missing.push(key);
      } else if (this.stale.has(id)) complete = false;
    }
    return { keys, missing, complete };
  }

  /**
   * A missing tile in a frame: an unbounded frame (first picture, new scene) draws it now; other
   * frames hand it to the worker when there is one, else draw it if it fits before `deadline`.
   */
  private fill(key: TileKey, id: string, deadline: number): void {
    if (deadline !== Infinity && (this.inFlight.has(id) || this.send(key, id) || this.waitsForWorker)) return;
    if (this.fits(deadline)) this.renderTile(key, id);
  }

  /** Mean cost of rendering one tile (ms), to fit work into idle periods. */
  get tileCost(): number {
    return this.tileMs;
  }

  private get deviceSide(): number {
    return Math.max(1, Math.round(this.options.tilePx * this.pixelRatio));
  }

  private renderTile(key: TileKey, id: string): void {
    const rect = tileWorldRect(key, this.options.tilePx);
    const device = this.deviceSide;
    const t0 = this.now();
    const image = paintTile(this.scratch, rect, levelScale(key.level), device, (ctx, r, scale) => this.options.render(ctx, r, scale, key.level));
    this.tileMs = this.tileMs * 0.8 + (this.now() - t0) * 0.2;
    this.inFlight.delete(id);
    this.store(key, id, image, device);
  }

  /**
   * Keeps a painted tile. Empty tiles stay as markers so they are not tested again; they cost no
   * pixels. An ImageBitmap is the cheapest drawImage source (no snapshot of a canvas on every blit).
   */
  private store(key: TileKey, id: string, image: Picture | null, device: number): void {
    this.rendered++;
    this.stale.delete(id);
    this.cache.set(id, image ? { canvas: image, pixels: device * device } : EMPTY);
    this.stored.set(id, key);
  }

  /** Whether the worker paints this layer but is busy, and the main thread must not paint instead. */
  private get waitsForWorker(): boolean {
    const remote = this.options.remote;
    return !!remote && !remote.alsoLocal && remote.link.usable;
  }

  /** Hands a tile to the worker when there is one with room; false when it was not sent. */
  private send(key: TileKey, id: string): boolean {
    const remote = this.options.remote;
    if (!remote) return false;
    const device = this.deviceSide;
    const request = ++this.requests;
    const sent = remote.link.paint(remote.layer, tileWorldRect(key, this.options.tilePx), levelScale(key.level), device, (image) => {
      if (this.inFlight.get(id) !== request) {
        // Invalidated meanwhile (new status, new pixel ratio) or painted here: the picture is stale.
        image?.close();
        return;
      }
      this.inFlight.delete(id);
      if (image === undefined) return;
      this.store(key, id, image, device);
      remote.onArrival(key);
    });
    if (sent) this.inFlight.set(id, request);
    return sent;
  }

  /** Copies one cached tile where `camera` puts it (nothing when it is not cached or empty). */
  blit(ctx: Ctx, camera: Camera, key: TileKey): void {
    const tile = this.cache.get(tileId(key));
    if (!tile?.canvas) return;
    const r = tileWorldRect(key, this.options.tilePx);
    const pr = this.pixelRatio;
    const x0 = Math.round((r.minX * camera.scale + camera.x) * pr);
    const y0 = Math.round((r.minY * camera.scale + camera.y) * pr);
    const side = tile.canvas.width;
    // Round both edges (not the size) so neighbouring tiles meet without seams: with a pixel
    // ratio that is not whole (1.9 once bounded by the canvas budget) a tile spans 486.2 device
    // pixels, so some tiles must cover 487 to leave no gap.
    const x1 = Math.round((r.maxX * camera.scale + camera.x) * pr);
    const y1 = Math.round((r.maxY * camera.scale + camera.y) * pr);
    if (x1 - x0 === side && y1 - y0 === side) {
      // At the level's own scale: a 1:1 copy, no filtering.
      ctx.drawImage(tile.canvas as CanvasImageSource, x0, y0);
      return;
    }
    ctx.drawImage(tile.canvas as CanvasImageSource, 0, 0, side, side, x0, y0, x1 - x0, y1 - y0);
  }

  /** Paints cached tiles of nearby levels over the area of a missing tile, clipped to it. */
  drawFallback(ctx: Ctx, camera: Camera, key: TileKey): void {
    const r = tileWorldRect(key, this.options.tilePx);
    const pr = this.pixelRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect((r.minX * camera.scale + camera.x) * pr, (r.minY * camera.scale + camera.y) * pr, (r.maxX - r.minX) * camera.scale * pr, (r.maxY - r.minY) * camera.scale * pr);
    ctx.clip();
    for (const d of [-1, 1, -2, 2, -3, 3]) {
      const level = key.level + d;
      const around = visibleTiles(r, level, this.options.tilePx);
      if (around.length > 16) continue; // much finer levels: too many blits to be worth it
      let all = true;
      for (const k of around) if (!this.cache.has(tileId(k))) all = false;
      if (!all) continue;
      for (const k of around) this.blit(ctx, camera, k);
      break;
    }
    ctx.restore();
  }

  get tileCount(): number {
    return this.cache.size;
  }
}
