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
import { drawBlocks } from './draw-blocks.js';
import { drawOverlay, emptyOverlay, type OverlayState } from './draw-overlay.js';
import { drawSeats } from './draw-seats.js';
import { seatPitch, type StaticScene } from './scene.js';
import { TiledLayer } from './tiled-layer.js';

/** What the pointer is over. */
export type MapHit = { kind: 'seat'; seatIndex: number; blockIndex: number } | { kind: 'block'; blockIndex: number };

export interface EngineOptions {
  tilePx?: number;
  /** Device pixels all three layer canvases may use together (DPR is lowered to fit). */
  canvasBudgetPixels?: number;
  /** Device pixels of cached tiles per static layer. */
  tileBudgetPixels?: number;
  /** Milliseconds of tile rendering allowed per frame before stand-in tiles are shown. */
  frameBudgetMs?: number;
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
  private readonly options: Required<Omit<EngineOptions, 'onCamera' | 'onFrame'>> & Pick<EngineOptions, 'onCamera' | 'onFrame'>;

  constructor(scene: StaticScene, options: EngineOptions = {}) {
    this.scene = scene;
    this.world = rectFromBounds(scene.geometry.bounds);
    this.options = {
      tilePx: 256,
      canvasBudgetPixels: 12e6,
      tileBudgetPixels: 12e6,
      frameBudgetMs: 7,
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
    this.applyPixelRatio();
    this.request(ALL, Infinity);
  }

  detach(): void {
    this.layers = null;
    cancelAnimationFrame(this.frame);
    cancelAnimationFrame(this.animation);
    this.frame = 0;
  }

  /**
   * Swaps in new scene data. Changed seat positions invalidate only the tiles around them;
   * without them (new filters, new geometry) every tile is redrawn.
   */
  setScene(scene: StaticScene, changedSeats?: readonly number[]): void {
    const geometryChanged = scene.geometry !== this.scene.geometry;
    this.scene = scene;
    if (geometryChanged) {
      this.seatIndex = null;
      this.blockIndex = null;
      this.world = rectFromBounds(scene.geometry.bounds);
      this.updateLimits();
    }
    if (changedSeats && !geometryChanged) {
      const { x, y } = scene.geometry;
      const r = scene.geometry.seatRadius;
      for (const i of changedSeats) this.seatTiles.invalidate({ minX: x[i]! - r, minY: y[i]! - r, maxX: x[i]! + r, maxY: y[i]! + r });
      this.request(SEATS);
    } else {
      this.blockTiles.invalidate();
      this.seatTiles.invalidate();
      this.request(ALL);
    }
  }

  /** Block colours changed (new statistics) without any seat change. */
  invalidateBlocks(): void {
    this.blockTiles.invalidate();
    this.request(BLOCKS);
  }

  setSize(size: Size, devicePixelRatio: number): void {
    const first = this.sizeValue.width <= 1;
    this.sizeValue = { width: Math.max(1, size.width), height: Math.max(1, size.height) };
    this.pixelRatio = boundedPixelRatio(devicePixelRatio, this.sizeValue, 3, this.options.canvasBudgetPixels);
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
    for (const layer of [this.layers.blocks, this.layers.seats, this.layers.overlay]) {
      layer.getCanvas().setPixelRatio(this.pixelRatio);
      layer.getCanvas().setSize(this.sizeValue.width, this.sizeValue.height);
    }
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

  /** Draws pending layers now (used by rAF, and by tests and benchmarks that need a frame). */
  flush(): void {
    this.frame = 0;
    const layers = this.layers;
    if (!layers) return;
    const mask = this.dirty;
    this.dirty = 0;
    this.deadline = this.unbounded ? Infinity : performance.now() + this.options.frameBudgetMs;
    this.unbounded = false;
    let complete = true;
    if (mask & BLOCKS) {
      layers.blocks.draw();
      complete &&= this.lastComplete;
    }
    if (mask & SEATS) {
      layers.seats.draw();
      complete &&= this.lastComplete;
    }
    if (mask & OVERLAY) layers.overlay.draw();
    if (!complete) this.request(mask & (BLOCKS | SEATS));
    this.complete = complete;
    this.options.onFrame?.(complete);
  }

  private lastComplete = true;

  /** Konva scene function of the block layer. */
  readonly drawBlockLayer = (context: Konva.Context): void => {
    this.lastComplete = this.drawTiles(native(context), this.blockTiles);
  };

  /** Konva scene function of the seat layer. */
  readonly drawSeatLayer = (context: Konva.Context): void => {
    this.lastComplete = this.drawTiles(native(context), this.seatTiles);
  };

  /** Konva scene function of the interactive layer. */
  readonly drawOverlayLayer = (context: Konva.Context): void => {
    const ctx = native(context);
    ctx.save();
    drawOverlay(ctx, this.scene.geometry, this.overlay, this.cameraValue, this.pixelRatio, this.scene.palette);
    ctx.restore();
  };

  private drawTiles(ctx: NativeCtx, layer: TiledLayer): boolean {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const done = layer.draw(ctx, this.cameraValue, this.sizeValue, this.world, this.deadline);
    ctx.restore();
    return done;
  }

  /** Figures for benchmarks and diagnostics. */
  stats(): { tilesRendered: number; tilesCached: number; pixelRatio: number } {
    return {
      tilesRendered: this.blockTiles.rendered + this.seatTiles.rendered,
      tilesCached: this.blockTiles.tileCount + this.seatTiles.tileCount,
      pixelRatio: this.pixelRatio,
    };
  }
}
