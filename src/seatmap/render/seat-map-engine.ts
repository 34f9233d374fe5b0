/**
 * The seat map engine: camera, cached static layers, interactive overlay and hit testing, with
 * no React in it. It puts its own canvases in the host element (see surface.ts for why they are
 * bitmap canvases) and touches only what a change needs: a pan or zoom moves bitmaps with CSS
 * transforms, a pointer move redraws one small hover mark, and tiles are rendered and composed
 * in idle time, in slices that fit the idle period.
 */
import { createBlockIndex, createSeatIndex, type SeatIndex } from '../index/seat-index.js';
import {
  boundedPixelRatio,
  clampCamera,
  fitRect,
  floorLevelScale,
  lerpCamera,
  levelOfDetail,
  levelScale,
  panBy,
  rectFromBounds,
  scaleLimitsFor,
  screenToWorld,
  snappedZoomScale,
  zoomAt,
  zoomLevel,
  type Camera,
  type LevelOfDetail,
  type Point,
  type Rect,
  type ScaleLimits,
  type Size,
} from '../model/viewport.js';
import { changedBlockStats, diffStatus, tilesTouchingSeats } from '../model/status-diff.js';
import { SeatScan } from '../model/hit-test.js';
import { drawBlocks } from './draw-blocks.js';
import { emptyOverlay, type OverlayState } from './draw-overlay.js';
import { drawSeats } from './draw-seats.js';
import { LayerView, requestIdle } from './layer-view.js';
import { sameLook, seatPitch, type StaticScene } from './scene.js';
import { MarkLayer, type MarkInput } from './mark-layer.js';
import { Surface } from './surface.js';
import { TiledLayer } from './tiled-layer.js';

/** What the pointer is over. */
export type MapHit = { kind: 'seat'; seatIndex: number; blockIndex: number } | { kind: 'block'; blockIndex: number };

export interface EngineOptions {
  tilePx?: number;
  /** Device pixels the layer bitmaps may use together (DPR is lowered to fit). */
  canvasBudgetPixels?: number;
  /** Device pixels of cached tiles per static layer. */
  tileBudgetPixels?: number;
  /**
   * Milliseconds of tile rendering allowed in an input frame. None by default: input frames
   * only move bitmaps or compose cached tiles, and idle time renders new ones.
   */
  frameBudgetMs?: number;
  /** Longest idle-time slice (ms): one tile or compose step may exceed it only when the idle period has room. */
  idleSliceMs?: number;
  /** CSS pixels drawn beyond each edge of the static layers, so short pans only move the canvas. */
  marginPx?: number;
  onCamera?: (camera: Camera, lod: LevelOfDetail) => void;
  /** Called after each frame the engine drew; `complete` when no tile is missing. */
  onFrame?: (complete: boolean) => void;
}

const BLOCKS = 1;
const SEATS = 2;
const OVERLAY = 4;
const ALL = BLOCKS | SEATS | OVERLAY;

/** How long idle work may wait for an idle period before it runs one small step anyway. */
const IDLE_TIMEOUT_MS = 500;

/** Time left in one idle slice; the first unit of a slice may use the whole idle period. */
class SliceBudget {
  first = true;
  constructor(
    readonly until: number,
    private readonly periodEnd: number,
  ) {}

  /** Whether a unit costing `ms` may start now. */
  allows(ms: number): boolean {
    const now = performance.now();
    return now + ms <= this.until || (this.first && now + ms <= this.periodEnd);
  }
}

export class SeatMapEngine {
  scene: StaticScene;
  private cameraValue: Camera = { x: 0, y: 0, scale: 1 };
  private sizeValue: Size = { width: 1, height: 1 };
  private pixelRatio = 1;
  private limits: ScaleLimits = { min: 0.01, max: 100 };
  private world: Rect;
  private overlay: OverlayState = emptyOverlay;
  private host: HTMLElement | null = null;
  private dirty = 0;
  private frame = 0;
  private animation = 0;
  /** When set, the next frame renders every missing tile (first render, resize, new scene). */
  private unbounded = true;
  private complete = false;
  private seatIndex: SeatIndex | null = null;
  private seatScan: SeatScan | null = null;
  private blockIndex: SeatIndex | null = null;
  private readonly blockTiles: TiledLayer;
  private readonly seatTiles: TiledLayer;
  private readonly blockView: LayerView;
  private readonly seatView: LayerView;
  private readonly marks: MarkLayer;
  private readonly hover: MarkLayer;
  private cancelIdle: (() => void) | null = null;
  private readonly options: Required<Omit<EngineOptions, 'onCamera' | 'onFrame'>> & Pick<EngineOptions, 'onCamera' | 'onFrame'>;

  constructor(scene: StaticScene, options: EngineOptions = {}) {
    this.scene = scene;
    this.world = rectFromBounds(scene.geometry.bounds);
    this.options = {
      tilePx: 256,
      canvasBudgetPixels: 12e6,
      tileBudgetPixels: 12e6,
      frameBudgetMs: 0,
      idleSliceMs: 8,
      marginPx: 160,
      ...options,
    };
    const tilePx = this.options.tilePx;
    this.blockTiles = new TiledLayer({
      tilePx,
      budgetPixels: this.options.tileBudgetPixels,
      render: (ctx, rect, scale) => drawBlocks(ctx, this.scene, rect, scale, this.lodAtScale(scale)),
    });
    this.seatTiles = new TiledLayer({
      tilePx,
      budgetPixels: this.options.tileBudgetPixels,
      drawsAt: (scale) => this.lodAt(scale) !== 'blocks',
      render: (ctx, rect, scale) => drawSeats(ctx, this.scene, rect, scale, this.lodAtScale(scale)),
    });
    const m = this.options.marginPx;
    this.blockView = new LayerView(new Surface(document, 'blocks'), this.blockTiles, m);
    this.seatView = new LayerView(new Surface(document, 'seats'), this.seatTiles, m);
    this.marks = new MarkLayer(document, 'marks', m);
    this.hover = new MarkLayer(document, 'hover', m);
  }

  get camera(): Camera {
    return this.cameraValue;
  }

  /** The map's size in CSS pixels. */
  get size(): Size {
    return this.sizeValue;
  }

  get scaleLimits(): ScaleLimits {
    return this.limits;
  }

  /** Level of detail as drawn at this camera scale (tiles are drawn at their level's scale). */
  lodAt(scale: number): LevelOfDetail {
    return this.lodAtScale(levelScale(zoomLevel(scale)));
  }

  private lodAtScale(scale: number): LevelOfDetail {
    return levelOfDetail(scale, seatPitch(this.scene));
  }

  get lod(): LevelOfDetail {
    return this.lodAt(this.cameraValue.scale);
  }

  /** True once every visible tile is drawn at the current level. */
  get isComplete(): boolean {
    return this.complete && this.dirty === 0;
  }

  /** Puts the map's canvases (blocks, seats, marks, hover, bottom to top) in `host` and draws. */
  attach(host: HTMLElement): void {
    this.host = host;
    for (const element of this.elements()) host.appendChild(element);
    this.invalidateViews();
    this.request(ALL, Infinity);
  }

  detach(): void {
    for (const element of this.elements()) element.remove();
    this.host = null;
    cancelAnimationFrame(this.frame);
    cancelAnimationFrame(this.animation);
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.frame = 0;
  }

  private elements(): HTMLElement[] {
    return [this.blockView.surface.element, this.seatView.surface.element, this.marks.element, this.hover.element];
  }

  private markInput(): MarkInput {
    return { geometry: this.scene.geometry, state: this.overlay, palette: this.scene.palette, camera: this.cameraValue, size: this.sizeValue, pixelRatio: this.pixelRatio };
  }

  private invalidateViews(): void {
    this.blockView.invalidate();
    this.seatView.invalidate();
    this.marks.dirty = true;
    this.hover.dirty = true;
  }

  /**
   * Swaps in new scene data. A live status refresh (same geometry and filters, new status or
   * statistics) marks only the tiles of changed seats and blocks stale: they stay on screen
   * until idle time has re-rendered them. Any other change redraws every tile now. The engine
   * diffs the arrays itself (they are replaced, never mutated), so no caller can pass a stale list.
   */
  setScene(scene: StaticScene, _changedSeats?: readonly number[]): void {
    const before = this.scene;
    const geometryChanged = scene.geometry !== before.geometry;
    this.scene = scene;
    if (geometryChanged) {
      this.seatIndex = null;
      this.seatScan = null;
      this.blockIndex = null;
      this.world = rectFromBounds(scene.geometry.bounds);
      this.updateLimits();
    }
    const seats = geometryChanged || !sameLook(before, scene) ? null : diffStatus(scene.geometry, before.status, scene.status);
    if (!seats) {
      this.blockTiles.invalidate();
      this.seatTiles.invalidate();
      this.invalidateViews();
      this.request(ALL, Infinity);
      return;
    }
    if (seats.seats.length > 0) {
      const { geometry } = scene;
      const tilePx = this.options.tilePx;
      this.seatTiles.markStale((level) => tilesTouchingSeats(geometry, seats.seats, geometry.seatRadius * 1.2, level, tilePx));
    }
    const blocks = before.blockStats === scene.blockStats ? [] : changedBlockStats(before.blockStats, scene.blockStats);
    const priceShift = scene.colouring === 'price' && String(before.priceRange) !== String(scene.priceRange);
    if (priceShift) this.blockTiles.markStale();
    else for (const b of blocks) this.blockTiles.invalidate(rectFromBounds(scene.geometry.blocks[b]?.bbox ?? [0, 0, 0, 0]), 60);
    this.scheduleIdle();
  }

  /** Block colours changed (new statistics) without any seat change. */
  invalidateBlocks(): void {
    this.blockTiles.markStale();
    this.scheduleIdle();
  }

  setSize(size: Size, devicePixelRatio: number): void {
    const first = this.sizeValue.width <= 1;
    this.sizeValue = { width: Math.max(1, size.width), height: Math.max(1, size.height) };
    this.pixelRatio = boundedPixelRatio(devicePixelRatio, this.blockView.canvasSize(this.sizeValue), 3, this.options.canvasBudgetPixels);
    this.blockTiles.setPixelRatio(this.pixelRatio);
    this.seatTiles.setPixelRatio(this.pixelRatio);
    this.updateLimits();
    if (first) this.cameraValue = this.homeCamera();
    else this.cameraValue = this.constrain(this.cameraValue);
    this.invalidateViews();
    this.request(ALL, Infinity);
  }

  private updateLimits(): void {
    this.limits = scaleLimitsFor(this.world, this.sizeValue, seatPitch(this.scene));
  }

  /** The whole venue, centred. */
  homeCamera(): Camera {
    return this.snapFit(fitRect(this.world, this.sizeValue, 16, this.limits));
  }

  /** A fitted camera moved down to a tile level, keeping the same centre. */
  private snapFit(c: Camera): Camera {
    const scale = floorLevelScale(c.scale);
    const cx = (this.sizeValue.width / 2 - c.x) / c.scale;
    const cy = (this.sizeValue.height / 2 - c.y) / c.scale;
    return { x: this.sizeValue.width / 2 - cx * scale, y: this.sizeValue.height / 2 - cy * scale, scale };
  }

  private constrain(c: Camera): Camera {
    // Limits are widened to the neighbouring levels so snapped scales are never clamped off-level.
    const scale = Math.min(floorLevelScale(this.limits.max) * 1.0001, Math.max(floorLevelScale(this.limits.min), c.scale));
    return clampCamera({ ...c, scale }, this.sizeValue, this.world);
  }

  setCamera(camera: Camera, animateMs = 0): void {
    cancelAnimationFrame(this.animation);
    const target = this.constrain(camera);
    if (animateMs <= 0) {
      this.cameraValue = target;
      this.options.onCamera?.(target, this.lod);
      this.request(ALL);
      return;
    }
    const from = this.cameraValue;
    const start = performance.now();
    const step = (t: number): void => {
      const k = Math.min(1, (t - start) / animateMs);
      this.cameraValue = lerpCamera(from, target, 1 - (1 - k) ** 3);
      this.options.onCamera?.(this.cameraValue, this.lod);
      this.request(ALL);
      if (k < 1) this.animation = requestAnimationFrame(step);
    };
    this.animation = requestAnimationFrame(step);
  }

  panBy(dx: number, dy: number): void {
    this.setCamera(panBy(this.cameraValue, dx, dy));
  }

  /**
   * Zooms around a screen point (the centre when omitted). Stepped zoom (wheel, buttons) lands
   * on a tile level; continuous zoom (pinch) follows the fingers and snaps when they lift.
   */
  zoomBy(factor: number, anchor?: Point, animateMs = 0, continuous = false): void {
    const a = anchor ?? { x: this.sizeValue.width / 2, y: this.sizeValue.height / 2 };
    const target = continuous ? this.cameraValue.scale * factor : snappedZoomScale(this.cameraValue.scale, factor, this.limits);
    this.setCamera(zoomAt(this.cameraValue, a, target / this.cameraValue.scale, this.limits), animateMs);
  }

  /** Moves to the nearest tile level around a point (after a pinch). */
  settleZoom(anchor: Point): void {
    const s = this.cameraValue.scale;
    const snapped = levelScale(zoomLevel(s));
    if (snapped !== s) this.setCamera(zoomAt(this.cameraValue, anchor, snapped / s, { min: 0, max: Infinity }), 120);
  }

  reset(animateMs = 250): void {
    this.setCamera(this.homeCamera(), animateMs);
  }

  /** Zooms so a block fills the view, at least to the level where its seats show. */
  zoomToBlock(blockIndex: number, animateMs = 300): void {
    const b = this.scene.geometry.blocks[blockIndex];
    if (!b) return;
    const cam = fitRect(rectFromBounds(b.bbox), this.sizeValue, 32, this.limits);
    const seatsFrom = 4 / seatPitch(this.scene);
    const scale = floorLevelScale(Math.min(this.limits.max, Math.max(cam.scale, seatsFrom)));
    const centre = { x: (b.bbox[0] + b.bbox[2]) / 2, y: (b.bbox[1] + b.bbox[3]) / 2 };
    this.setCamera({ x: this.sizeValue.width / 2 - centre.x * scale, y: this.sizeValue.height / 2 - centre.y * scale, scale }, animateMs);
  }

  /** Brings a seat into view (keyboard focus from the list), zooming in to seats if needed. */
  revealSeat(seatIndex: number): void {
    const { x, y } = this.scene.geometry;
    const sx = x[seatIndex];
    const sy = y[seatIndex];
    if (sx === undefined || sy === undefined) return;
    const scale = floorLevelScale(Math.max(this.cameraValue.scale, 8 / seatPitch(this.scene)));
    this.setCamera({ x: this.sizeValue.width / 2 - sx * scale, y: this.sizeValue.height / 2 - sy * scale, scale }, 200);
  }

  setOverlay(patch: Partial<OverlayState>): void {
    this.overlay = { ...this.overlay, ...patch };
    if ('hoveredSeat' in patch || 'hoveredBlock' in patch) this.hover.dirty = true;
    if ('selected' in patch || 'focusedSeat' in patch || 'focusedBlock' in patch) this.marks.dirty = true;
    this.request(OVERLAY);
  }

  get overlayState(): OverlayState {
    return this.overlay;
  }

  /**
   * What is under a screen point: a seat when seats show, otherwise a block. Until idle time has
   * built the R-tree, seats are found by scanning the blocks near the point (same answers).
   */
  hitAt(p: Point): MapHit | null {
    const w = screenToWorld(this.cameraValue, p);
    const { geometry } = this.scene;
    if (this.lod !== 'blocks') {
      const seats = this.seatIndex ?? (this.seatScan ??= new SeatScan(geometry));
      // A little slack (3 px) so small seats stay easy to hit with a finger or a mouse.
      const seat = seats.hitAt(w.x, w.y, 3 / this.cameraValue.scale);
      if (seat >= 0) return { kind: 'seat', seatIndex: seat, blockIndex: geometry.blockIndex[seat] ?? -1 };
      const near = seats.hitAt(w.x, w.y, geometry.seatRadius + 3 / this.cameraValue.scale);
      if (near >= 0) return { kind: 'seat', seatIndex: near, blockIndex: geometry.blockIndex[near] ?? -1 };
    }
    this.blockIndex ??= createBlockIndex(geometry);
    const block = this.blockIndex.hitAt(w.x, w.y);
    return block >= 0 ? { kind: 'block', blockIndex: block } : null;
  }

  /** Builds the indexes now rather than on the first hover. */
  warmUp(): void {
    this.seatIndex ??= createSeatIndex(this.scene.geometry);
    this.blockIndex ??= createBlockIndex(this.scene.geometry);
  }

  private request(mask: number, budgetMs?: number): void {
    this.dirty |= mask;
    if (budgetMs === Infinity) this.unbounded = true;
    if (this.frame || !this.host) return;
    this.frame = requestAnimationFrame(() => this.flush());
  }

  /**
   * Draws what changed (used by rAF, and by tests and benchmarks that need a frame). An input
   * frame moves the layer bitmaps when they still cover the view and composes a new one from
   * cached tiles otherwise (rendering tiles only within `frameBudgetMs`); marks and hover are
   * redrawn when they changed and moved otherwise.
   */
  flush(): void {
    this.frame = 0;
    if (!this.host) return;
    const mask = this.dirty;
    this.dirty = 0;
    const unbounded = this.unbounded;
    this.unbounded = false;
    const renderDeadline = unbounded ? Infinity : this.options.frameBudgetMs > 0 ? performance.now() + this.options.frameBudgetMs : 0;
    const camera = this.cameraValue;
    let complete = true;
    for (const [bit, view] of [
      [BLOCKS, this.blockView],
      [SEATS, this.seatView],
    ] as const) {
      if (!(mask & bit)) {
        complete &&= view.complete && !view.dirty;
        continue;
      }
      if (!unbounded && view.present(camera, this.sizeValue, this.pixelRatio) === 'moved') {
        complete &&= view.complete && view.drawn?.scale === camera.scale;
        this.counts.moves++;
        continue;
      }
      this.counts.frameDraws++;
      complete &&= view.composeNow(camera, this.sizeValue, this.world, this.pixelRatio, renderDeadline);
    }
    if (mask & OVERLAY) {
      for (const layer of [this.marks, this.hover]) {
        if (layer.dirty) layer.sync(this.markInput());
        else layer.present(camera);
      }
    }
    this.complete = complete;
    this.scheduleIdle();
    this.options.onFrame?.(complete);
  }

  private scheduleIdle(): void {
    if (this.cancelIdle || !this.host) return;
    this.cancelIdle = requestIdle((deadline) => {
      this.cancelIdle = null;
      this.renderInIdle(deadline);
    }, IDLE_TIMEOUT_MS);
  }

  /**
   * Idle time does the heavy work so input frames only move bitmaps, one short slice at a time:
   * marks whose scale changed, then the visible tiles of each layer and a new bitmap once they
   * are ready (or every few tiles on slow devices), then tiles ahead of need (the ring around the
   * view and the neighbouring zoom levels). A slice stops when its next unit would not fit.
   */
  private renderInIdle(deadline: IdleDeadline): void {
    if (!this.host) return;
    const now = performance.now();
    const remaining = deadline.didTimeout ? this.options.idleSliceMs : deadline.timeRemaining();
    const budget = new SliceBudget(now + Math.min(remaining, this.options.idleSliceMs), now + remaining);
    const camera = this.cameraValue;
    let more = false;
    for (const layer of [this.marks, this.hover]) {
      if (!layer.wantsRebase(camera)) continue;
      if (!budget.allows(1)) {
        more = true;
        continue;
      }
      layer.sync(this.markInput(), true);
      budget.first = false;
    }
    for (const view of [this.blockView, this.seatView]) more = this.idleLayer(view, camera, budget) || more;
    for (const view of [this.blockView, this.seatView]) {
      for (;;) {
        const cc = view.canvasCamera(camera);
        const step = view.tiles.renderNext(cc, view.canvasSize(this.sizeValue), this.world, budget.until, budget.first && budget.allows(view.tiles.tileCost));
        if (step === 'idle') break;
        more = true;
        if (step === 'no-time') break;
        budget.first = false;
      }
    }
    // The R-tree build is one long step: only in a long idle period (nothing drawn meanwhile).
    if (!more && !this.seatIndex && this.lod !== 'blocks' && !deadline.didTimeout && deadline.timeRemaining() >= 40) this.warmUp();
    if (more) this.scheduleIdle();
  }

  /** One layer's share of a slice: its visible tiles, then its next bitmap. True when work is left. */
  private idleLayer(view: LayerView, camera: Camera, budget: SliceBudget): boolean {
    const cc = view.canvasCamera(camera);
    const size = view.canvasSize(this.sizeValue);
    let more = false;
    for (;;) {
      const step = view.tiles.renderNext(cc, size, this.world, budget.until, budget.first && budget.allows(view.tiles.tileCost), true);
      if (step === 'idle') break;
      more = true;
      if (step === 'no-time') break;
      budget.first = false;
      view.renderedSince++;
      view.outdated = true;
    }
    view.dropStaleJob(camera);
    if (!view.composing) {
      const ready = !view.pending(camera, this.sizeValue, this.world);
      if (!view.wantsRedraw(camera) || !(ready || view.renderedSince >= 6)) return more;
      if (!budget.allows(1)) return true;
      view.begin(camera, this.sizeValue, this.world, this.pixelRatio, 0);
    }
    if (view.step(budget.until, budget.first)) {
      this.counts.idleDraws++;
      view.present(this.cameraValue, this.sizeValue, this.pixelRatio);
      if (!view.complete) more = true;
    } else more = true;
    budget.first = false;
    return more;
  }

  /** Layer presentations by kind, for benchmarks and diagnostics. */
  readonly counts = { moves: 0, frameDraws: 0, idleDraws: 0 };

  /** Figures for benchmarks and diagnostics. */
  stats(): { tilesRendered: number; tilesCached: number; pixelRatio: number; moves: number; frameDraws: number; idleDraws: number } {
    return {
      ...this.counts,
      tilesRendered: this.blockTiles.rendered + this.seatTiles.rendered,
      tilesCached: this.blockTiles.tileCount + this.seatTiles.tileCount,
      pixelRatio: this.pixelRatio,
    };
  }
}
