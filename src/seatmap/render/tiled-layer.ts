/**
 * A static layer cached as bitmap tiles per zoom level. A frame blits the visible tiles (one
 * `drawImage` each); missing tiles are rendered within a per-frame time budget and, meanwhile,
 * stood in for by cached tiles of neighbouring levels, so pan and zoom frames stay short even
 * when a new level has to be drawn.
 */
import {
  intersection,
  levelScale,
  standInTiles,
  tileDeviceSquare,
  tileId,
  tileWorldRect,
  visibleTiles,
  visibleWorldRect,
  zoomLevel,
  type Camera,
  type DeviceSquare,
  type Rect,
  type Size,
  type TileKey,
} from '../model/viewport.js';
import { ScratchCanvas } from './surface.js';
import { TileCache } from './tile-cache.js';

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
  /** Clock for the time budget (injected so the layer stays testable). */
  now?: () => number;
}

const EMPTY: { canvas: null; pixels: 0 } = { canvas: null, pixels: 0 };

/** The tiles one drawing of the layer needs. */
export interface DrawPlan {
  keys: TileKey[];
  missing: TileKey[];
  complete: boolean;
}

/** What `renderNext` did. */
export type RenderStep = 'visible' | 'ahead' | 'idle' | 'no-time';

export class TiledLayer {
  private readonly cache: TileCache;
  private readonly stored = new Map<string, TileKey>();
  /** Cached tiles whose content is out of date: still shown until re-rendered. */
  private readonly stale = new Set<string>();
  private readonly now: () => number;
  private readonly scratch = new ScratchCanvas();
  private pixelRatio = 1;
  /** Running mean of one tile's render time (ms): a tile is only started when it fits the time left. */
  private tileMs = 3;
  /** Tiles rendered so far, for diagnostics and benchmarks. */
  rendered = 0;
  /** Counts changes of content (tiles marked out of date): a bitmap composed before shows old content. */
  version = 0;

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
    this.version++;
    if (!rect) {
      this.cache.clear();
      this.stored.clear();
      this.stale.clear();
      return;
    }
    for (const [id, key] of [...this.stored]) {
      const m = marginPx / levelScale(key.level);
      if (intersection(tileWorldRect(key, this.options.tilePx), { minX: rect.minX - m, minY: rect.minY - m, maxX: rect.maxX + m, maxY: rect.maxY + m })) {
        this.stale.add(id);
      }
    }
  }

  /**
   * Marks tiles out of date without dropping them (no blank flash): `ids(level)` names the
   * tiles of each cached level, or every tile when omitted. Stale tiles are re-rendered first.
   */
  markStale(ids?: (level: number) => Iterable<string>): void {
    this.version++;
    if (!ids) {
      for (const id of this.stored.keys()) this.stale.add(id);
      return;
    }
    const levels = new Set<number>();
    for (const key of this.stored.values()) levels.add(key.level);
    for (const level of levels) for (const id of ids(level)) if (this.stored.has(id)) this.stale.add(id);
  }

  /** Whether the tile's square meets the world rectangle `rect`. */
  touches(key: TileKey, rect: Rect): boolean {
    return intersection(tileWorldRect(key, this.options.tilePx), rect) !== null;
  }

  /** Whether the tile is cached with its current content. */
  isFresh(key: TileKey): boolean {
    return this.fresh(tileId(key));
  }

  private fresh(id: string): boolean {
    return this.cache.has(id) && !this.stale.has(id);
  }

  private fits(deadline: number): boolean {
    return deadline === Infinity || this.now() + this.tileMs <= deadline;
  }

  /** True when some tile the camera shows is missing or stale. */
  pending(camera: Camera, size: Size, world: Rect): boolean {
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
    const { tilePx } = this.options;
    const level = zoomLevel(camera.scale);
    const view = visibleWorldRect(camera, size);
    const ring = tilePx / camera.scale;
    const around = visibleTiles({ minX: view.minX - ring, minY: view.minY - ring, maxX: view.maxX + ring, maxY: view.maxY + ring }, level, tilePx, world);
    this.fitBudgetTo(around.length);
    // Idle time asks many times a second: the other lists are made only when the view has all
    // its tiles, and the room ahead is counted only for a tile that is not cached at all.
    const step = this.renderFirstDue(visibleTiles(view, level, tilePx, world), 'visible', deadline, force, null);
    if (step !== 'idle' || visibleOnly) return step;
    const ahead = [around, visibleTiles(view, level + 1, tilePx, world), visibleTiles(view, level - 1, tilePx, world)];
    for (const keys of ahead) {
      const next = this.renderFirstDue(keys, 'ahead', deadline, force, ahead);
      if (next !== 'idle') return next;
    }
    return 'idle';
  }

  /**
   * Renders the first tile of `keys` that is missing or stale, if its cost fits before `deadline`
   * (or `force`); 'idle' when there is none. Ahead of need (`ahead` given: the lists the view
   * and the next wheel step need), a tile that would evict one of those is not rendered at all.
   */
  private renderFirstDue(keys: readonly TileKey[], kind: RenderStep, deadline: number, force: boolean, ahead: readonly (readonly TileKey[])[] | null): RenderStep {
    for (const key of keys) {
      const id = tileId(key);
      if (this.fresh(id)) continue;
      // Rendering ahead must never evict a tile the view or the next step needs (that loops for ever).
      if (ahead && !this.cache.has(id) && !this.roomAhead(ahead)) return 'idle';
      if (!force && !this.fits(deadline)) return 'no-time';
      this.renderTile(key, id);
      return kind;
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

  /**
   * Whether one more tile fits in the budget beside every cached tile of `lists`: the view and its
   * ring at one level, the next finer and coarser levels. They never share a tile (the view's are
   * among the ring's), so their pixels add up without a set of ids.
   */
  private roomAhead(lists: readonly (readonly TileKey[])[]): boolean {
    let pixels = this.tileDevicePixels;
    for (const keys of lists) for (const key of keys) pixels += this.cache.pixelsOf(tileId(key));
    return pixels <= this.cache.budget;
  }

  /**
   * What drawing the layer for `camera` takes: the visible tiles (blitted in order) and, of
   * those, the missing ones (stood in for by other levels first). Renders missing tiles until
   * `deadline` (a `now()` value; 0 renders none); `complete` is false while any is missing or stale.
   */
  plan(camera: Camera, size: Size, world: Rect, deadline: number): DrawPlan {
    const level = zoomLevel(camera.scale);
    const view = visibleWorldRect(camera, size);
    const keys = visibleTiles(view, level, this.options.tilePx, world);
    this.fitBudgetTo(keys.length);
    let complete = true;
    const missing: TileKey[] = [];
    for (const key of keys) {
      const id = tileId(key);
      if (!this.fresh(id) && this.fits(deadline)) this.renderTile(key, id);
      if (!this.cache.has(id)) {
        complete = false;
        missing.push(key);
      } else if (this.stale.has(id)) complete = false;
    }
    return { keys, missing, complete };
  }

  /** Mean cost of rendering one tile (ms), to fit work into idle periods. */
  get tileCost(): number {
    return this.tileMs;
  }

  private renderTile(key: TileKey, id: string): void {
    const { tilePx } = this.options;
    const rect = tileWorldRect(key, tilePx);
    const scale = levelScale(key.level);
    const device = Math.max(1, Math.round(tilePx * this.pixelRatio));
    const t0 = this.now();
    const ctx = this.scratch.begin(device, device);
    if (!ctx) return;
    const k = device / (rect.maxX - rect.minX);
    ctx.setTransform(k, 0, 0, k, -rect.minX * k, -rect.minY * k);
    const drew = this.options.render(ctx, rect, scale, key.level);
    // Keep empty tiles as markers so they are not tested again; they cost no pixels.
    // An ImageBitmap is the cheapest drawImage source (no snapshot of a canvas on every blit).
    const image = drew ? this.scratch.end() : null;
    this.tileMs = this.tileMs * 0.8 + (this.now() - t0) * 0.2;
    this.rendered++;
    this.stale.delete(id);
    this.cache.set(id, image ? { canvas: image, pixels: device * device } : EMPTY);
    this.stored.set(id, key);
  }

  /** Copies one cached tile where `camera` puts it (nothing when it is not cached or empty). */
  blit(ctx: Ctx, camera: Camera, key: TileKey): void {
    const tile = this.cache.get(tileId(key));
    if (!tile?.canvas) return;
    const { x0, y0, x1, y1 } = this.deviceSquare(key, camera);
    const side = tile.canvas.width;
    if (x1 - x0 === side && y1 - y0 === side) {
      // At the level's own scale: a 1:1 copy, no filtering.
      ctx.drawImage(tile.canvas as CanvasImageSource, x0, y0);
      return;
    }
    ctx.drawImage(tile.canvas as CanvasImageSource, 0, 0, side, side, x0, y0, x1 - x0, y1 - y0);
  }

  /** Where the tile lands for `camera`, in whole device pixels (see `tileDeviceSquare`). */
  deviceSquare(key: TileKey, camera: Camera): DeviceSquare {
    return tileDeviceSquare(key, this.options.tilePx, camera, this.pixelRatio);
  }

  /**
   * Draws what the tile shows straight onto a composition for `camera`, clipped to the tile's
   * square there: no tile bitmap is made (that costs a new buffer and a hand-over per tile, most
   * of a tile's time), so a new view is sharp sooner; idle time caches the tile afterwards.
   */
  paintInto(ctx: Ctx, camera: Camera, key: TileKey): void {
    const r = tileWorldRect(key, this.options.tilePx);
    // The same whole device pixels as `blit`, so painted and blitted tiles meet without seams.
    const { x0, y0, x1, y1 } = this.deviceSquare(key, camera);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, y0, x1 - x0, y1 - y0);
    ctx.clip();
    // The transform a blit of the cached tile would give (its square mapped onto x0..x1, y0..y1),
    // so the tile cached later shows every seat on the same pixel: nothing shifts when it replaces this.
    // Applied on top of the context's own (a band of a bitmap is translated by whole pixels).
    const kx = (x1 - x0) / (r.maxX - r.minX);
    const ky = (y1 - y0) / (r.maxY - r.minY);
    ctx.transform(kx, 0, 0, ky, x0 - r.minX * kx, y0 - r.minY * ky);
    this.options.render(ctx, r, levelScale(key.level), key.level);
    ctx.restore();
  }

  /** Paints cached tiles of nearby levels over the area of a missing tile, clipped to it. */
  drawFallback(ctx: Ctx, camera: Camera, key: TileKey): void {
    const r = tileWorldRect(key, this.options.tilePx);
    const pr = this.pixelRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect((r.minX * camera.scale + camera.x) * pr, (r.minY * camera.scale + camera.y) * pr, (r.maxX - r.minX) * camera.scale * pr, (r.maxY - r.minY) * camera.scale * pr);
    ctx.clip();
    for (const k of standInTiles(key, this.options.tilePx, (id) => this.cache.has(id)) ?? []) this.blit(ctx, camera, k);
    ctx.restore();
  }

  get tileCount(): number {
    return this.cache.size;
  }
}
