/**
 * The seat map engine: camera, cached static layers, interactive marks and hit testing, with no
 * React in it. It puts its own canvases in the host element (see surface.ts for why they are
 * bitmap canvases) and touches only what a change needs: a pan or zoom moves bitmaps with CSS
 * transforms, a pointer move draws one small hover mark, and tiles are rendered and composed in
 * idle time, in slices that fit the idle period (idle-work.ts). Its camera commands (pan, zoom,
 * reveal) are in map-camera.ts.
 */
import * as vp from '../model/viewport.js';
import type { Point, Rect, Size } from '../model/viewport.js';
import { CameraRig } from './camera-rig.js';
import { domCompositor, type Compositor } from './compositor.js';
import { drawBlocks } from './draw-blocks.js';
import { emptyOverlay, type OverlayState } from './draw-overlay.js';
import { resolveOptions, type EngineOptions, type ResolvedOptions } from './engine-options.js';
import { drawSeats } from './draw-seats.js';
import { FrameLoop } from './frame-loop.js';
import { runIdleSlice, SliceBudget, StarvationGuard } from './idle-work.js';
import { hasSeatGrid, seatGridOf } from '../model/seat-grid.js';
import { LayerView } from './layer-view.js';
import { SeatMapCamera } from './map-camera.js';
import { MapHitTester, type MapHit } from './map-hit-test.js';
import { MarkLayer, type MarkInput } from './mark-layer.js';
import { seatPitch, type StaticScene } from './scene.js';
import { refreshTiles } from './scene-refresh.js';
import { TiledLayer } from './tiled-layer.js';

export type { MapHit } from './map-hit-test.js';
export type { EngineOptions } from './engine-options.js';

/** Idle work that could not start for this long runs anyway (idle-work.ts)... */
const STARVED_AFTER_MS = 32;
/** ...in a slice this long: a dropped frame or two, never a long task (over 50 ms). */
const STARVED_SLICE_MS = 24;

const LAYERS = 1;
const OVERLAY = 2;
const ALL = LAYERS | OVERLAY;

export class SeatMapEngine extends SeatMapCamera {
  scene: StaticScene;
  private pixelRatio = 1;
  private world: Rect;
  private overlay: OverlayState = emptyOverlay;
  private host: HTMLElement | null = null;
  private complete = false;
  private readonly loop: FrameLoop;
  protected readonly rig: CameraRig;
  private readonly hits: MapHitTester;
  /** Blocks and seats on the same tiles: half the tiles of a layer each (zoom to sharp 282 → 218 ms, measured). */
  private readonly tiles: TiledLayer;
  /** The static map (blocks and seats) on screen. */
  private readonly mapView: LayerView;
  private readonly marks: MarkLayer;
  private readonly hover: MarkLayer;
  private readonly compositor: Compositor;
  private readonly options: ResolvedOptions;
  private readonly starvation = new StarvationGuard(STARVED_AFTER_MS);
  /** Last camera move or hover: while the fan interacts, idle slices stay short. */
  private lastInputAt = 0;
  /** Last camera move: a bitmap is painted for a camera that has stopped (idle-work.ts). */
  private lastCameraAt = 0;
  /** The stand-in canvases of input frames are made (see LayerView.warmStandIn). */
  private standInsWarm = false;
  /** Layer presentations by kind, for benchmarks and diagnostics. */
  readonly counts = { moves: 0, frameDraws: 0, idleDraws: 0 };

  constructor(scene: StaticScene, options: EngineOptions = {}) {
    super();
    this.scene = scene;
    this.world = vp.rectFromBounds(scene.geometry.bounds);
    this.loop = new FrameLoop(
      (mask, unbounded) => this.draw(mask, unbounded),
      (deadline) => this.renderInIdle(deadline),
    );
    this.options = resolveOptions(options);
    this.rig = new CameraRig(this.world, seatPitch(scene), (camera) => {
      this.lastInputAt = performance.now();
      this.lastCameraAt = this.lastInputAt;
      this.options.onCamera?.(camera, this.lod);
      this.loop.request(ALL);
    });
    this.hits = new MapHitTester(scene.geometry);
    const { tilePx, tileBudgetPixels: budgetPixels, marginPx: m } = this.options;
    this.tiles = new TiledLayer({
      tilePx,
      budgetPixels,
      render: (ctx, rect, scale) => {
        const lod = this.lodAtScale(scale);
        const blocks = drawBlocks(ctx, this.scene, rect, scale, lod);
        return drawSeats(ctx, this.scene, rect, scale, lod, this.options.pixelStampSeats) || blocks;
      },
    });
    this.compositor = (this.options.compositor ?? domCompositor)(document);
    this.mapView = new LayerView(this.compositor.map, [this.tiles], m, this.options.bandMs);
    this.mapView.background = scene.palette.background;
    this.marks = new MarkLayer(this.compositor.marks, 'marks', m);
    this.hover = new MarkLayer(this.compositor.hover, 'hover', m);
  }

  /** True once every visible tile is drawn at the current level. */
  get isComplete(): boolean {
    return this.complete && this.loop.pending === 0;
  }

  /** True when what the fan sees is final: no stand-in tiles, nothing left to draw (benchmarks wait for it). */
  get isSharp(): boolean {
    return this.loop.pending === 0 && this.mapView.isFinal(this.rig.camera);
  }

  /** Puts the map's canvases (the static map, marks, hover, bottom to top) in `host` and draws. */
  attach(host: HTMLElement): void {
    this.host = host;
    for (const element of this.elements()) host.appendChild(element);
    this.invalidateViews();
    this.loop.start();
    this.loop.request(ALL, true);
  }

  detach(): void {
    for (const element of this.elements()) element.remove();
    this.host = null;
    this.loop.stop();
    this.rig.stop();
  }

  private elements(): readonly HTMLElement[] {
    return this.compositor.elements;
  }

  private markInput(): MarkInput {
    return { geometry: this.scene.geometry, state: this.overlay, palette: this.scene.palette, camera: this.rig.camera, size: this.rig.size, pixelRatio: this.pixelRatio };
  }

  private invalidateViews(): void {
    this.mapView.invalidate();
    this.marks.dirty = true;
    this.hover.dirty = true;
  }

  /**
   * Swaps in new scene data: a live status refresh re-renders the changed tiles in idle time
   * (they stay on screen meanwhile), any other change redraws now (see scene-refresh.ts).
   */
  setScene(scene: StaticScene, _changedSeats?: readonly number[]): void {
    const before = this.scene;
    this.scene = scene;
    this.mapView.background = scene.palette.background;
    if (scene.geometry !== before.geometry) {
      this.hits.setGeometry(scene.geometry);
      this.world = vp.rectFromBounds(scene.geometry.bounds);
      this.rig.setWorld(this.world, seatPitch(scene));
    }
    if (refreshTiles(before, scene, this.tiles, this.options.tilePx)) {
      this.invalidateViews();
      this.loop.request(ALL, true);
    } else this.loop.scheduleIdle();
  }

  /** Block colours changed (new statistics) without any seat change. */
  invalidateBlocks(): void {
    this.tiles.markStale();
    this.loop.scheduleIdle();
  }

  setSize(size: Size, devicePixelRatio: number): void {
    this.rig.setSize(size);
    // Two map bitmaps at a time: the one on screen and the one being composed.
    this.pixelRatio = vp.boundedPixelRatio(devicePixelRatio, this.mapView.canvasSize(this.rig.size), 2, this.options.canvasBudgetPixels);
    this.tiles.setPixelRatio(this.pixelRatio);
    this.compositor.resize(this.rig.size, this.pixelRatio);
    this.invalidateViews();
    this.loop.request(ALL, true);
  }

  setOverlay(patch: Partial<OverlayState>): void {
    this.overlay = { ...this.overlay, ...patch };
    if ('hoveredSeat' in patch || 'hoveredBlock' in patch) {
      this.hover.dirty = true;
      this.lastInputAt = performance.now();
    }
    if ('selected' in patch || 'focusedSeat' in patch || 'focusedBlock' in patch) this.marks.dirty = true;
    this.loop.request(OVERLAY);
  }

  get overlayState(): OverlayState {
    return this.overlay;
  }

  /** What is under a screen point: a seat when seats show, otherwise a block. */
  hitAt(p: Point): MapHit | null {
    const camera = this.rig.camera;
    return this.hits.hitAt(vp.screenToWorld(camera, p), camera.scale, this.lod !== 'blocks');
  }

  /** Builds the indexes now rather than on the first hover. */
  warmUp(): void {
    this.hits.warmUp();
  }

  /** Draws pending changes now (rAF does; tests and benchmarks that need a frame may). */
  flush(): void {
    this.loop.flush();
  }

  /**
   * One frame: the map bitmap moves when it still covers the view, else a new one is composed
   * from cached tiles (rendering tiles only within `frameBudgetMs`, or all in an unbounded frame);
   * marks are drawn when they changed and moved otherwise.
   */
  private draw(mask: number, unbounded: boolean): void {
    if (!this.host) return;
    const renderDeadline = unbounded ? Infinity : this.options.frameBudgetMs > 0 ? performance.now() + this.options.frameBudgetMs : 0;
    const { camera, size } = this.rig;
    let complete: boolean;
    const v = this.mapView;
    if (!(mask & LAYERS)) {
      complete = v.complete && !v.dirty;
    } else if (!unbounded && v.present(camera, size, this.pixelRatio) === 'moved') {
      complete = v.complete && v.drawn?.scale === camera.scale;
      this.counts.moves++;
    } else {
      this.counts.frameDraws++;
      const reducedRatio = unbounded ? this.pixelRatio : this.options.inputFramePixelRatio;
      complete = v.composeNow(camera, size, this.world, this.pixelRatio, renderDeadline, reducedRatio);
    }
    if (mask & OVERLAY) {
      for (const layer of [this.marks, this.hover]) {
        if (layer.dirty) layer.sync(this.markInput());
        else layer.present(camera);
      }
    }
    this.complete = complete;
    this.options.onFrame?.(complete);
  }

  /** One idle slice (idle-work.ts); true when work is left. */
  private renderInIdle(deadline: IdleDeadline): boolean {
    if (!this.host) return false;
    const now = performance.now();
    const starved = this.starvation.starved(now, deadline.didTimeout);
    // Once the fan stops, idle periods (up to 50 ms) are used whole: the map sharpens several tiles a callback.
    const { quietAfterMs, quietSliceMs, idleSliceMs } = this.options;
    const sliceMs = now - this.lastInputAt > quietAfterMs ? quietSliceMs : idleSliceMs;
    const budget = SliceBudget.of(deadline, sliceMs, starved ? STARVED_SLICE_MS : 0);
    const more = runIdleSlice(
      {
        camera: this.rig.camera,
        size: this.rig.size,
        world: this.world,
        pixelRatio: this.pixelRatio,
        settled: now - this.lastCameraAt >= this.options.settleMs,
        views: [this.mapView],
        marks: [this.marks, this.hover],
        markInput: () => this.markInput(),
        onComposed: () => this.counts.idleDraws++,
      },
      budget,
    );
    this.starvation.record(performance.now(), !budget.first, more);
    // The seat grid the first tile of seats needs (16 ms for 150k seats at 4x CPU), built in a
    // slice of its own while the map shows blocks rather than in that tile's slice.
    const { geometry } = this.scene;
    if (!more && budget.first && !hasSeatGrid(geometry)) {
      seatGridOf(geometry);
      return true;
    }
    if (more) return true;
    // Seat R-trees, one block per unit, once the drawing work is done.
    if (!this.hits.indexed && this.lod !== 'blocks') {
      while (budget.allows(this.hits.buildCost) && this.hits.buildNext()) budget.first = false;
      return true;
    }
    // Then the stand-in canvases an input frame composes into, one a slice of its own.
    if (this.standInsWarm) return false;
    if (!budget.first) return true;
    this.standInsWarm = !this.mapView.warmStandIn(this.rig.size);
    return !this.standInsWarm;
  }

  /** Figures for benchmarks and diagnostics. */
  stats(): { tilesRendered: number; tilesCached: number; pixelRatio: number; moves: number; frameDraws: number; idleDraws: number } {
    return {
      ...this.counts,
      tilesRendered: this.tiles.rendered,
      tilesCached: this.tiles.tileCount,
      pixelRatio: this.pixelRatio,
    };
  }
}
