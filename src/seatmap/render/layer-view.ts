/**
 * The static map on screen: one bitmap larger than the map by a margin on every side, composed
 * for one camera from the cached tiles of its tiled layers, bottom first (the engine has one, with
 * blocks and seats on the same tiles; one bitmap rather than one per layer, as the compositor's
 * cost of a scaled stand-in grows with the area it scales). A pan that stays inside the margin
 * only moves it with a CSS transform (a compositor job: no pixel is touched on the main thread).
 * A zoom whose tiles are not rendered yet shows the last bitmap scaled by CSS while idle time
 * renders them. A new bitmap is composed in bands (compose-job.ts), each shown above the bitmap
 * it replaces once finished, so idle time spreads it over short slices; an input frame composes
 * at once, from cached tiles only, at a reduced resolution when asked (a stand-in idle time
 * replaces).
 */
import { visibleWorldRect, type Camera, type Rect, type Size } from '../model/viewport.js';
import { ComposeJob, type ComposeCosts } from './compose-job.js';
import type { Placement, PictureSurface } from './compositor.js';
import { ScratchCanvas } from './surface.js';
import type { RenderStep, TiledLayer } from './tiled-layer.js';

/** The pixel ratio of the first input frame that composes, before any is measured (see composeNow). */
const FIRST_INPUT_FRAME_RATIO = 0.5;
/** Bands are never smaller than this (device pixels): each costs a buffer and an idle period. */
const MIN_BAND_PIXELS = 5e5;

/** How a frame showed the layer. */
export type Presentation = 'moved' | 'draw';

/** What `renderNext` did: a tile the fan sees, one of the margin, one ahead of need, or nothing. */
export type ViewStep = RenderStep | 'margin';

export class LayerView {
  /** Camera of the bitmap on screen, null before the first one. */
  drawn: Camera | null = null;
  /** The bitmap is out of date (tiles were invalidated since). */
  dirty = true;
  /** Whether the bitmap on screen had every tile it needed. */
  complete = false;
  /** Whether it had every tile of the view itself: the margin may still show stand-ins. */
  viewComplete = false;
  /** Tiles the bitmap shows were re-rendered since: worth a new bitmap, but a move is still fine. */
  outdated = false;
  /** Visible tiles rendered since the last bitmap (slow devices show progress every few). */
  renderedSince = 0;
  private job: { compose: ComposeJob; complete: boolean; viewComplete: boolean; version: number } | null = null;
  /** Content version of the layers when the bitmap on screen was planned. */
  private drawnVersion = -1;
  private readonly scratch = new ScratchCanvas();
  private readonly costs: ComposeCosts = { stepMs: 0.5, paintMs: 3, handOverMsPerPixel: 2e-6 };
  /** What input-frame compositions took per device pixel (ms; 0 before the first). */
  private inputFrameMsPerPixel = 0;
  /** The colour under the map, filling every band (see `ComposeSpec.background`); null: transparent bands. */
  background: string | null = null;

  constructor(
    readonly surface: PictureSurface,
    /** Tiled layers, bottom first. */
    readonly layers: readonly TiledLayer[],
    readonly margin: number,
    /**
     * What one band's hand-over may cost (ms): a device fast enough to hand the whole bitmap over
     * within it composes one band (each band costs a buffer and an idle period), a slower one as
     * many as keep each within it, so none is a long task.
     */
    readonly bandMs = 30,
  ) {}

  /** The camera of the bitmap for a map camera: the map's origin sits `margin` px inside it. */
  canvasCamera(camera: Camera): Camera {
    return { x: camera.x + this.margin, y: camera.y + this.margin, scale: camera.scale };
  }

  canvasSize(size: Size): Size {
    return { width: size.width + 2 * this.margin, height: size.height + 2 * this.margin };
  }

  /** True when tiles the bitmap would show for `camera` are missing or stale. */
  pending(camera: Camera, size: Size, world: Rect): boolean {
    return this.layers.some((l) => l.pending(this.canvasCamera(camera), this.canvasSize(size), world));
  }

  /** True when tiles inside the view itself (margin aside) are missing or stale. */
  viewPending(camera: Camera, size: Size, world: Rect): boolean {
    return this.layers.some((l) => l.pending(camera, size, world));
  }

  /**
   * Renders one tile of the first layer that wants one (see `TiledLayer.renderNext`): the view's
   * own tiles first, so that what the fan sees is sharp before the margin is; then, for scope
   * 'canvas', the margin the bitmap also covers; for 'ahead', tiles ahead of need as well.
   */
  renderNext(camera: Camera, size: Size, world: Rect, deadline: number, force: boolean, scope: 'view' | 'canvas' | 'ahead'): ViewStep {
    for (const layer of this.layers) {
      const step = layer.renderNext(camera, size, world, deadline, force, true);
      if (step !== 'idle') return step;
    }
    if (scope === 'view') return 'idle';
    for (const layer of this.layers) {
      const step = layer.renderNext(this.canvasCamera(camera), this.canvasSize(size), world, deadline, force, scope === 'canvas');
      if (step !== 'idle') return step === 'visible' ? 'margin' : step;
    }
    return 'idle';
  }

  /** The layers' content version (see `TiledLayer.version`). */
  private get contentVersion(): number {
    return this.layers.reduce((n, l) => n + l.version, 0);
  }

  /** Tiles the bitmap on screen shows were marked out of date since it was composed. */
  private get contentChanged(): boolean {
    return this.drawnVersion !== this.contentVersion;
  }

  /** Mean cost of rendering one tile (ms), the dearest layer's. */
  get tileCost(): number {
    return Math.max(...this.layers.map((l) => l.tileCost));
  }

  /** Forgets the bitmap's validity and any composition under way (the scene changed). */
  invalidate(): void {
    this.dirty = true;
    this.dropJob();
  }

  private dropJob(): void {
    if (this.job) this.surface.abandon();
    this.job = null;
  }

  /**
   * Shows `camera` by moving (and, for a zoom, scaling) the bitmap when it still covers the map;
   * otherwise asks for a new one. A scaled bitmap is a stand-in that idle time replaces.
   */
  present(camera: Camera, size: Size, pixelRatio: number): Presentation {
    const d = this.drawn;
    if (!d || this.dirty) return 'draw';
    const at = this.placement(d, camera, pixelRatio);
    const w = size.width + 2 * this.margin;
    const h = size.height + 2 * this.margin;
    const covered = at.tx <= 0 && at.ty <= 0 && at.tx + at.k * w >= size.width && at.ty + at.k * h >= size.height;
    if (!covered) return 'draw';
    // Bands of a bitmap being composed already show where they belong.
    const job = this.job?.compose;
    this.surface.place(at, job ? this.placement(job.camera, camera, pixelRatio) : undefined);
    return 'moved';
  }

  /** Where a bitmap composed for `from` goes for `camera`: moved, and scaled for a zoom. */
  private placement(from: Camera, camera: Camera, pixelRatio: number): Placement {
    const k = camera.scale / from.scale;
    const tx = camera.x - k * (from.x + this.margin);
    const ty = camera.y - k * (from.y + this.margin);
    if (Math.abs(k - 1) >= 1e-9) return { k, tx, ty };
    // Whole device pixels keep a moved bitmap as sharp as a new one.
    return { k: 1, tx: Math.round(tx * pixelRatio) / pixelRatio, ty: Math.round(ty * pixelRatio) / pixelRatio };
  }

  /**
   * Whether idle time should compose for `camera`: the bitmap is out of date, a stand-in, or has
   * drifted more than half the margin (so the next pans can still be moves).
   */
  wantsRedraw(camera: Camera): boolean {
    const d = this.drawn;
    if (!d || this.dirty || this.outdated || this.contentChanged || !this.complete || d.scale !== camera.scale) return true;
    return this.drifted(d, camera);
  }

  /**
   * Whether the bitmap on screen is final for `camera`: its scale, fresh tiles only, covering the
   * view. While its margin still shows stand-ins, only at the camera it was composed for.
   */
  isFinal(camera: Camera): boolean {
    const d = this.drawn;
    if (!d || this.dirty || this.outdated || this.contentChanged || d.scale !== camera.scale) return false;
    if (!this.complete) return this.viewComplete && Math.abs(camera.x - d.x) < 0.5 && Math.abs(camera.y - d.y) < 0.5;
    return Math.abs(camera.x - d.x) <= this.margin && Math.abs(camera.y - d.y) <= this.margin;
  }

  private drifted(from: Camera, camera: Camera): boolean {
    const half = this.margin / 2;
    return Math.abs(camera.x - from.x) > half || Math.abs(camera.y - from.y) > half;
  }

  /** Camera of the composition under way, if any. */
  get composing(): Camera | null {
    return this.job?.compose.camera ?? null;
  }

  /** Drops a composition that no longer suits `camera` (another scale, or drifted away). */
  dropStaleJob(camera: Camera): void {
    const job = this.job?.compose;
    if (job && (job.camera.scale !== camera.scale || this.drifted(job.camera, camera))) this.dropJob();
  }

  /**
   * Starts composing a bitmap for `camera`. Missing tiles are rendered until `renderDeadline` (a
   * `performance.now()` value; 0 renders none) and stood in for by other levels otherwise; with
   * `direct`, those inside the view are painted straight onto the bitmap instead (idle time: the
   * fan sees a sharp view without waiting for its tiles to be cached). A `resolution` below 1
   * makes a quick stand-in at that fraction of the pixel ratio, which idle time replaces.
   */
  begin(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number, direct = false, resolution = 1): void {
    this.dropJob();
    const cs = this.canvasSize(size);
    const canvasCamera = this.canvasCamera(camera);
    const layers = this.layers;
    const plans = layers.map((l) => l.plan(canvasCamera, cs, world, renderDeadline));
    const view = direct ? visibleWorldRect(camera, size) : null;
    const full = resolution >= 1;
    const complete = full && (view ? plans.every((p, i) => p.keys.every((k) => layers[i]!.isFresh(k) || layers[i]!.touches(k, view))) : plans.every((p) => p.complete));
    const bandPixels = Math.min(Math.max(MIN_BAND_PIXELS, this.bandMs / this.costs.handOverMsPerPixel), this.surface.bandCanvas?.()?.maxBandPixels ?? Infinity);
    const compose = new ComposeJob({ camera, canvasCamera, size: cs, pixelRatio, resolution: Math.min(1, resolution), layers, plans, bandPixels, direct: view, background: this.background });
    const viewComplete = full && (view !== null || !this.viewPending(camera, size, world));
    this.job = { compose, complete, viewComplete, version: this.contentVersion };
    if (!compose.empty) this.surface.start(cs.width, { k: 1, tx: -this.margin, ty: -this.margin }, !full);
  }

  /**
   * Continues the composition while its steps fit before `deadline` (at least one when `first`);
   * each band goes on screen when finished, and the bitmap is whole once the last has. Returns
   * true then.
   */
  step(deadline: number, first: boolean): boolean {
    const job = this.job;
    if (!job) return false;
    const { compose } = job;
    if (!compose.run(deadline, first, this.surface.bandCanvas?.() ?? this.scratch, this.costs, (band) => this.surface.addBand(band))) return false;
    this.job = null;
    // Nothing to draw at all (an empty view) hides the surface rather than showing a blank bitmap.
    if (compose.empty) this.surface.hide();
    else this.surface.finish();
    this.drawn = compose.camera;
    this.dirty = false;
    this.outdated = false;
    this.renderedSince = 0;
    this.complete = job.complete;
    this.drawnVersion = job.version;
    this.viewComplete = this.complete || job.viewComplete;
    return true;
  }

  /**
   * Makes a stand-in's canvas ahead of the first input frame that needs one, with a buffer for the
   * ratio that frame composes at (0.5); false once there is nothing left to make.
   */
  warmStandIn(size: Size): boolean {
    const cs = this.canvasSize(size);
    return this.surface.warmStandIn?.(Math.ceil(cs.width * FIRST_INPUT_FRAME_RATIO), Math.ceil(cs.height * FIRST_INPUT_FRAME_RATIO)) ?? false;
  }

  /**
   * Composes and shows a bitmap for `camera` now; returns whether it had every tile. An input
   * frame (`reducedRatio` below `pixelRatio`) composes at the highest of the full pixel ratio, 1,
   * its halves and `reducedRatio` whose cost fits `bandMs`, by the larger of two measures on this device: a
   * band's buffer and hand-over, and what whole input-frame compositions took (stand-ins drawn from
   * other levels' tiles included); the first one, unmeasured, at pixel ratio 0.5. A reduced bitmap
   * is a stand-in that idle time replaces.
   */
  composeNow(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number, reducedRatio = pixelRatio): boolean {
    const cs = this.canvasSize(size);
    const cssPixels = cs.width * cs.height;
    const ratios = inputFrameRatios(pixelRatio, reducedRatio);
    const measured = this.inputFrameMsPerPixel;
    const msPerPixel = Math.max(this.costs.handOverMsPerPixel, measured);
    // Before one is measured, no guess: the first input frame of a slow phone at DPR 2, estimated
    // from idle compositions, was composed at the full ratio into a stand-in buffer new to it, and
    // took 44-108 ms (the bench's far-pan long tasks). It goes at ratio 0.5, or the lowest if higher.
    const ratio = measured === 0 ? (ratios.find((r) => r <= FIRST_INPUT_FRAME_RATIO) ?? reducedRatio) : (ratios.find((r) => cssPixels * r * r * msPerPixel <= this.bandMs) ?? reducedRatio);
    const t0 = performance.now();
    this.begin(camera, size, world, pixelRatio, renderDeadline, false, ratio / pixelRatio);
    this.step(Infinity, true);
    if (reducedRatio < pixelRatio) {
      const ms = (performance.now() - t0) / (cssPixels * ratio * ratio);
      this.inputFrameMsPerPixel = this.inputFrameMsPerPixel === 0 ? ms : this.inputFrameMsPerPixel * 0.7 + ms * 0.3;
    }
    return this.complete;
  }
}

/**
 * The pixel ratios an input frame may compose at, best first: the full ratio, 1, then halves of
 * it down to `lowest`. A far pan at DPR 2 on a slow phone took 28-48 ms (p95) at 0.5, near a long
 * task; a quarter as many pixels at 0.25 keeps such a frame whole within its budget.
 */
export function inputFrameRatios(pixelRatio: number, lowest: number): number[] {
  const ratios = [pixelRatio];
  for (let r = Math.min(1, pixelRatio); r > lowest; r /= 2) if (r < pixelRatio) ratios.push(r);
  if (lowest < pixelRatio) ratios.push(lowest);
  return ratios;
}
