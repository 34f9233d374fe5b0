/**
 * The seat map engine: camera, cached static layers, interactive overlay and hit testing, with
 * no React in it. The react-konva shell hands it three Konva layers; the engine draws them with
 * its own functions and redraws only what a change touches (a pointer move redraws the overlay
 * alone; a pan blits cached tiles).
 */
import type Konva from 'konva';
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
import { drawBlocks } from './draw-blocks.js';
import { drawOverlay, emptyOverlay, type OverlayState } from './draw-overlay.js';
import { drawSeats } from './draw-seats.js';
import { LayerView, requestIdle } from './layer-view.js';
import { sameLook, seatPitch, type StaticScene } from './scene.js';
import { TiledLayer } from './tiled-layer.js';

/** What the pointer is over. */
export type MapHit = { kind: 'seat'; seatIndex: number; blockIndex: number } | { kind: 'block'; blockIndex: number };

export interface EngineOptions {
  tilePx?: number;
  /** Device pixels all three layer canvases may use together (DPR is lowered to fit). */
  canvasBudgetPixels?: number;
  /** Device pixels of cached tiles per static layer. */
  tileBudgetPixels?: number;
  /** Milliseconds of tile rendering allowed in an input frame (the rest is rendered in idle time). */
  frameBudgetMs?: number;
  /** CSS pixels drawn beyond each edge of the static layers, so short pans only move the canvas. */
  marginPx?: number;
  onCamera?: (camera: Camera, lod: LevelOfDetail) => void;
  /** Called after each frame the engine drew; `complete` when no tile is missing. */
  onFrame?: (complete: boolean) => void;
}

interface Layers {
  blocks: Konva.Layer;
  seats: Konva.Layer;
  overlay: Konva.Layer;
}

const BLOCKS = 1;
const SEATS = 2;
const OVERLAY = 4;
const ALL = BLOCKS | SEATS | OVERLAY;

type NativeCtx = CanvasRenderingContext2D;
const native = (c: Konva.Context): NativeCtx => c._context;

export class SeatMapEngine {
  scene: StaticScene;
  private cameraValue: Camera = { x: 0, y: 0, scale: 1 };
  private sizeValue: Size = { width: 1, height: 1 };
  private pixelRatio = 1;
  private limits: ScaleLimits = { min: 0.01, max: 100 };
  private world: Rect;
  private overlay: OverlayState = emptyOverlay;
  private layers: Layers | null = null;
  private dirty = 0;
  private frame = 0;
  private animation = 0;
  /** When set, the next frame renders every missing tile (first render, resize). */
  private unbounded = true;
  private deadline = Infinity;
  private complete = false;
  private seatIndex: SeatIndex | null = null;
  private blockIndex: SeatIndex | null = null;
  private readonly blockTiles: TiledLayer;
  private readonly seatTiles: TiledLayer;
  private readonly blockView: LayerView;
  private readonly seatView: LayerView;
  private cancelIdle: (() => void) | null = null;
  private readonly options: Required<Omit<EngineOptions, 'onCamera' | 'onFrame'>> & Pick<EngineOptions, 'onCamera' | 'onFrame'>;

  constructor(scene: StaticScene, options: EngineOptions = {}) {
    this.scene = scene;
    this.world = rectFromBounds(scene.geometry.bounds);
    this.options = {
      tilePx: 256,
      canvasBudgetPixels: 12e6,
      tileBudgetPixels: 12e6,
      frameBudgetMs: 4,
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
    this.blockView = new LayerView(this.blockTiles, this.options.marginPx);
    this.seatView = new LayerView(this.seatTiles, this.options.marginPx);
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

  attach(layers: Layers): void {
    this.layers = layers;
    this.blockView.attach(layers.blocks.getCanvas()._canvas);
    this.seatView.attach(layers.seats.getCanvas()._canvas);
    this.applyPixelRatio();
    this.request(ALL, Infinity);
  }

  detach(): void {
    this.layers = null;
    cancelAnimationFrame(this.frame);
    cancelAnimationFrame(this.animation);
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.frame = 0;
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
      this.blockIndex = null;
      this.world = rectFromBounds(scene.geometry.bounds);
      this.updateLimits();
    }
    const seats = geometryChanged || !sameLook(before, scene) ? null : diffStatus(scene.geometry, before.status, scene.status);
    if (!seats) {
      this.blockTiles.invalidate();
      this.seatTiles.invalidate();
      this.blockView.dirty = true;
      this.seatView.dirty = true;
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
    this.applyPixelRatio();
    this.request(ALL, Infinity);
  }

  private updateLimits(): void {
    this.limits = scaleLimitsFor(this.world, this.sizeValue, seatPitch(this.scene));
  }

  private applyPixelRatio(): void {
    if (!this.layers) return;
    const grown = this.blockView.canvasSize(this.sizeValue);
    for (const layer of [this.layers.blocks, this.layers.seats, this.layers.overlay]) {
      const size = layer === this.layers.overlay ? this.sizeValue : grown;
      layer.getCanvas().setPixelRatio(this.pixelRatio);
      layer.getCanvas().setSize(size.width, size.height);
    }
    this.blockView.dirty = true;
    this.seatView.dirty = true;
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
    this.request(OVERLAY);
  }

  get overlayState(): OverlayState {
    return this.overlay;
  }

  /** What is under a screen point: a seat when seats show, otherwise a block. */
  hitAt(p: Point): MapHit | null {
    const w = screenToWorld(this.cameraValue, p);
    const { geometry } = this.scene;
    if (this.lod !== 'blocks') {
      this.seatIndex ??= createSeatIndex(geometry);
      // A little slack (3 px) so small seats stay easy to hit with a finger or a mouse.
      const seat = this.seatIndex.hitAt(w.x, w.y, 3 / this.cameraValue.scale);
      if (seat >= 0) return { kind: 'seat', seatIndex: seat, blockIndex: geometry.blockIndex[seat] ?? -1 };
      const near = this.seatIndex.hitAt(w.x, w.y, geometry.seatRadius + 3 / this.cameraValue.scale);
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
    if (this.frame || !this.layers) return;
    this.frame = requestAnimationFrame(() => this.flush());
  }

  /**
   * Draws pending layers now (used by rAF, and by tests and benchmarks that need a frame). An
   * input frame renders new tiles only while they fit its small budget; idle time does the rest.
   */
  flush(): void {
    this.frame = 0;
    const layers = this.layers;
    if (!layers) return;
    const mask = this.dirty;
    this.dirty = 0;
    const input = !this.unbounded;
    this.deadline = input ? performance.now() + this.options.frameBudgetMs : Infinity;
    this.unbounded = false;
    let complete = true;
    for (const [bit, layer, view] of [
      [BLOCKS, layers.blocks, this.blockView],
      [SEATS, layers.seats, this.seatView],
    ] as const) {
      if (!(mask & bit)) {
        complete &&= view.complete && !view.dirty;
        continue;
      }
      if (input && view.present(this.cameraValue, this.sizeValue, this.pixelRatio) === 'moved') {
        complete &&= view.complete && view.drawn?.scale === this.cameraValue.scale;
        this.counts.moves++;
        continue;
      }
      this.counts.frameDraws++;
      layer.draw();
      complete &&= view.complete;
    }
    if (mask & OVERLAY) layers.overlay.draw();
    this.complete = complete;
    this.scheduleIdle();
    this.options.onFrame?.(complete);
  }

  /** Konva scene function of the block layer. */
  readonly drawBlockLayer = (context: Konva.Context): void => {
    this.drawTiles(native(context), this.blockView);
  };

  /** Konva scene function of the seat layer. */
  readonly drawSeatLayer = (context: Konva.Context): void => {
    this.drawTiles(native(context), this.seatView);
  };

  private scheduleIdle(): void {
    if (this.cancelIdle || !this.layers) return;
    this.cancelIdle = requestIdle((deadline) => {
      this.cancelIdle = null;
      this.renderInIdle(deadline);
    }, 250);
  }

  /**
   * Idle time does the heavy work so input frames only move canvases: it renders tiles (the
   * visible ones first, then the ring around the view and the neighbouring zoom levels) and
   * redraws a layer whose drawing is a stand-in, out of date or drifted, once its visible tiles
   * are ready (or every few tiles on slow devices) and the redraw fits the time left.
   */
  private renderInIdle(deadline: IdleDeadline): void {
    const layers = this.layers;
    if (!layers) return;
    const until = performance.now() + deadline.timeRemaining();
    let force = deadline.didTimeout;
    let more = false;
    for (const [layer, view] of [
      [layers.blocks, this.blockView],
      [layers.seats, this.seatView],
    ] as const) {
      const camera = view.canvasCamera(this.cameraValue);
      const size = view.canvasSize(this.sizeValue);
      let visible = 0;
      for (;;) {
        const step = view.tiles.renderNext(camera, size, this.world, until, force);
        force = false;
        if (step === 'idle') break;
        more = true;
        if (step === 'no-time') break;
        if (step === 'visible') visible++;
      }
      if (visible > 0) view.outdated = true;
      const ready = !view.pending(this.cameraValue, this.sizeValue, this.world);
      if (!view.wantsRedraw(this.cameraValue) || !(ready || visible >= 6)) continue;
      if (!deadline.didTimeout && performance.now() + this.redrawMs > until) {
        more = true;
        continue;
      }
      const t0 = performance.now();
      this.deadline = until;
      this.counts.idleDraws++;
      layer.draw();
      this.redrawMs = this.redrawMs * 0.7 + (performance.now() - t0) * 0.3;
      if (!view.complete) more = true;
    }
    if (!more && !this.seatIndex && this.lod !== 'blocks' && deadline.timeRemaining() > 10) this.warmUp();
    if (more) this.scheduleIdle();
  }

  /** Layer presentations by kind, for benchmarks and diagnostics. */
  readonly counts = { moves: 0, frameDraws: 0, idleDraws: 0 };

  /** Running mean of one static layer redraw (ms), to fit redraws into idle periods. */
  private redrawMs = 4;

  /** Konva scene function of the interactive layer. */
  readonly drawOverlayLayer = (context: Konva.Context): void => {
    const ctx = native(context);
    ctx.save();
    drawOverlay(ctx, this.scene.geometry, this.overlay, this.cameraValue, this.pixelRatio, this.scene.palette);
    ctx.restore();
  };

  /** Konva may draw a layer on its own (resize): the view records every drawing, whoever asked. */
  private drawTiles(ctx: NativeCtx, view: LayerView): void {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const done = view.tiles.draw(ctx, view.canvasCamera(this.cameraValue), view.canvasSize(this.sizeValue), this.world, this.deadline);
    ctx.restore();
    view.drew(this.cameraValue, done);
  }

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
