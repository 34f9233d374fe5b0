/**
 * The static map on screen: one bitmap larger than the map by a margin on every side, composed
 * for one camera from the cached tiles of its tiled layers, bottom first (the engine has one, with
 * blocks and seats on the same tiles; one bitmap rather than one per layer, as the compositor's
 * cost of a scaled stand-in grows with the area it scales). A pan that stays inside the margin only moves it with a CSS transform (a compositor
 * job: no pixel is touched on the main thread). A zoom whose tiles are not rendered yet shows the
 * last bitmap scaled by CSS while idle time renders them. A new bitmap is composed in steps
 * (stand-ins for missing tiles, then one blit per tile), so idle time can spread it over short
 * slices; an input frame composes at once, from cached tiles only.
 */
import type { Camera, Rect, Size } from '../model/viewport.js';
import type { PictureSurface } from './compositor.js';
import { ScratchCanvas, type DrawContext } from './surface.js';
import type { DrawPlan, RenderStep, TiledLayer } from './tiled-layer.js';

/** How a frame showed the layer. */
export type Presentation = 'moved' | 'draw';

/** What `renderNext` did: a tile the fan sees, one of the margin, one ahead of need, or nothing. */
export type ViewStep = RenderStep | 'margin';

interface ComposeJob {
  camera: Camera;
  size: Size;
  /** Null when the layer shows nothing at this level. */
  ctx: DrawContext | null;
  /** One plan per tiled layer, bottom first. */
  plans: DrawPlan[];
  /** Next step: an index into the steps of all plans in order. */
  next: number;
  /** Every tile inside the view itself (margin aside) was fresh when the plan was made. */
  viewComplete: boolean;
}

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
  private job: ComposeJob | null = null;
  private readonly scratch = new ScratchCanvas();
  /** Running mean of one compose step (ms). */
  private stepMs = 0.5;

  constructor(
    readonly surface: PictureSurface,
    /** Tiled layers, bottom first. */
    readonly layers: readonly TiledLayer[],
    readonly margin: number,
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

  /** Mean cost of rendering one tile (ms), the dearest layer's. */
  get tileCost(): number {
    return Math.max(...this.layers.map((l) => l.tileCost));
  }

  /** Forgets the bitmap's validity and any composition under way (the scene changed). */
  invalidate(): void {
    this.dirty = true;
    this.job = null;
  }

  /**
   * Shows `camera` by moving (and, for a zoom, scaling) the bitmap when it still covers the map;
   * otherwise asks for a new one. A scaled bitmap is a stand-in that idle time replaces.
   */
  present(camera: Camera, size: Size, pixelRatio: number): Presentation {
    const d = this.drawn;
    if (!d || this.dirty) return 'draw';
    const k = camera.scale / d.scale;
    const tx = camera.x - k * (d.x + this.margin);
    const ty = camera.y - k * (d.y + this.margin);
    const w = size.width + 2 * this.margin;
    const h = size.height + 2 * this.margin;
    const covered = tx <= 0 && ty <= 0 && tx + k * w >= size.width && ty + k * h >= size.height;
    if (!covered) return 'draw';
    const pan = Math.abs(k - 1) < 1e-9;
    // Whole device pixels keep a moved bitmap as sharp as a new one.
    const rx = pan ? Math.round(tx * pixelRatio) / pixelRatio : tx;
    const ry = pan ? Math.round(ty * pixelRatio) / pixelRatio : ty;
    this.surface.place(pan ? { k: 1, tx: rx, ty: ry } : { k, tx, ty });
    return 'moved';
  }

  /**
   * Whether idle time should compose for `camera`: the bitmap is out of date, a stand-in, or has
   * drifted more than half the margin (so the next pans can still be moves).
   */
  wantsRedraw(camera: Camera): boolean {
    const d = this.drawn;
    if (!d || this.dirty || this.outdated || !this.complete || d.scale !== camera.scale) return true;
    return this.drifted(d, camera);
  }

  /**
   * Whether the bitmap on screen is final for `camera`: its scale, fresh tiles only, covering the
   * view. While its margin still shows stand-ins, only at the camera it was composed for.
   */
  isFinal(camera: Camera): boolean {
    const d = this.drawn;
    if (!d || this.dirty || this.outdated || d.scale !== camera.scale) return false;
    if (!this.complete) return this.viewComplete && Math.abs(camera.x - d.x) < 0.5 && Math.abs(camera.y - d.y) < 0.5;
    return Math.abs(camera.x - d.x) <= this.margin && Math.abs(camera.y - d.y) <= this.margin;
  }

  private drifted(from: Camera, camera: Camera): boolean {
    const half = this.margin / 2;
    return Math.abs(camera.x - from.x) > half || Math.abs(camera.y - from.y) > half;
  }

  /** Camera of the composition under way, if any. */
  get composing(): Camera | null {
    return this.job?.camera ?? null;
  }

  /** Drops a composition that no longer suits `camera` (another scale, or drifted away). */
  dropStaleJob(camera: Camera): void {
    const job = this.job;
    if (job && (job.camera.scale !== camera.scale || this.drifted(job.camera, camera))) this.job = null;
  }

  /**
   * Starts composing a bitmap for `camera`. Missing tiles are rendered until `renderDeadline` (a
   * `performance.now()` value; 0 renders none) and stood in for by other levels otherwise.
   */
  begin(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number): void {
    const cs = this.canvasSize(size);
    const plans = this.layers.map((l) => l.plan(this.canvasCamera(camera), cs, world, renderDeadline));
    const ctx = plans.some((p) => p.keys.length > 0) ? this.scratch.begin(cs.width * pixelRatio, cs.height * pixelRatio) : null;
    this.job = { camera, size: cs, ctx, plans, next: 0, viewComplete: !this.viewPending(camera, size, world) };
  }

  /**
   * Continues the composition while its steps fit before `deadline` (at least one when `first`);
   * returns true once the bitmap is finished and on screen.
   */
  step(deadline: number, first: boolean): boolean {
    const job = this.job;
    if (!job) return false;
    const { plans, ctx } = job;
    const camera = this.canvasCamera(job.camera);
    const total = ctx ? plans.reduce((n, p) => n + p.missing.length + p.keys.length, 0) : 0;
    const t0 = performance.now();
    let done = 0;
    while (job.next < total) {
      if (!(first && done === 0) && performance.now() + this.stepMs > deadline) break;
      this.drawStep(ctx!, camera, plans, job.next++);
      done++;
    }
    if (done > 0) this.stepMs = this.stepMs * 0.7 + ((performance.now() - t0) / done) * 0.3;
    if (job.next < total) return false;
    this.job = null;
    // Nothing to draw at all (an empty view) hides the surface rather than showing a blank bitmap.
    const picture = ctx ? this.scratch.end() : null;
    if (!picture) this.surface.hide();
    else this.surface.show(picture, job.size.width, job.size.height, { k: 1, tx: -this.margin, ty: -this.margin });
    this.drawn = job.camera;
    this.dirty = false;
    this.outdated = false;
    this.renderedSince = 0;
    this.complete = plans.every((p) => p.complete);
    this.viewComplete = this.complete || job.viewComplete;
    return true;
  }

  /** Step `k` of a composition: per layer in order, stand-ins for its missing tiles, then its tiles. */
  private drawStep(ctx: DrawContext, camera: Camera, plans: readonly DrawPlan[], k: number): void {
    for (const [i, plan] of plans.entries()) {
      const layer = this.layers[i]!;
      if (k < plan.missing.length) return layer.drawFallback(ctx, camera, plan.missing[k]!);
      k -= plan.missing.length;
      if (k < plan.keys.length) return layer.blit(ctx, camera, plan.keys[k]!);
      k -= plan.keys.length;
    }
  }

  /** Composes and shows a bitmap for `camera` now; returns whether it had every tile. */
  composeNow(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number): boolean {
    this.begin(camera, size, world, pixelRatio, renderDeadline);
    this.step(Infinity, true);
    return this.complete;
  }
}
