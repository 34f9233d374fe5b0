/**
 * The static map on screen: one bitmap larger than the map by a margin on every side, composed
 * for one camera from the cached tiles of its tiled layers, bottom first (the engine has one, with
 * blocks and seats on the same tiles; one bitmap rather than one per layer, as the compositor's
 * cost of a scaled stand-in grows with the area it scales). A pan that stays inside the margin
 * only moves it with a CSS transform (a compositor job: no pixel is touched on the main thread). A zoom whose tiles are not rendered yet shows the
 * last bitmap scaled by CSS while idle time renders them. A new bitmap is composed in steps
 * (stand-ins for missing tiles, then one blit per tile), so idle time can spread it over short
 * slices; an input frame composes at once, from cached tiles only.
 */
import { visibleWorldRect, type Camera, type Rect, type Size, type TileKey } from '../model/viewport.js';
import type { PictureSurface } from './compositor.js';
import { ScratchCanvas, type Band, type DrawContext } from './surface.js';
import type { DrawPlan, RenderStep, TiledLayer } from './tiled-layer.js';

/** How a frame showed the layer. */
export type Presentation = 'moved' | 'draw';

/** What `renderNext` did: a tile the fan sees, one of the margin, one ahead of need, or nothing. */
export type ViewStep = RenderStep | 'margin';

/** A step of a band: a stand-in for a missing tile of layer `layer`, or the tile itself. */
interface BandStep {
  layer: number;
  key: TileKey;
  missing: boolean;
}

/** One band of a composition: device rows [y0, y1) of the bitmap and the steps that draw into it. */
interface BandPlan {
  y0: number;
  y1: number;
  steps: BandStep[];
}

interface ComposeJob {
  camera: Camera;
  size: Size;
  pixelRatio: number;
  /** The bitmap's width in device pixels. */
  width: number;
  /** Top to bottom; none when the layer shows nothing at this level. */
  bands: BandPlan[];
  /** The band being drawn, its context once begun, and its next step. */
  band: number;
  ctx: DrawContext | null;
  next: number;
  /** The bands finished so far, shown together once the last is. */
  finished: Band[];
  /** Every tile inside the view itself (margin aside) was fresh when the plan was made, or is painted. */
  viewComplete: boolean;
  /** The bitmap will show every tile with its current content. */
  complete: boolean;
  /** The view (world): its tiles that are not cached and fresh are painted straight onto the bitmap. */
  direct: Rect | null;
  /** Content version of the layers when the job was planned. */
  version: number;
}

/** What one step of a composition does (see `stepKind`). */
type StepKind = 'fallback' | 'blit' | 'paint' | 'skip';

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
  /** Content version of the layers when the bitmap on screen was planned. */
  private drawnVersion = -1;
  private readonly scratch = new ScratchCanvas();
  /** Running means (ms) of one compose step that copies bitmaps, and of one that paints a tile. */
  private stepMs = 0.5;
  private paintMs = 3;
  /** Running mean (ms per device pixel) of handing a finished band over as a bitmap. */
  private handOverMsPerPixel = 5e-6;

  constructor(
    readonly surface: PictureSurface,
    /** Tiled layers, bottom first. */
    readonly layers: readonly TiledLayer[],
    readonly margin: number,
    /** Largest band of the bitmap (device pixels), rows of tiles aside: each band is handed over on its own. */
    readonly bandPixels = 1.5e6,
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
    return this.job?.camera ?? null;
  }

  /** Drops a composition that no longer suits `camera` (another scale, or drifted away). */
  dropStaleJob(camera: Camera): void {
    const job = this.job;
    if (job && (job.camera.scale !== camera.scale || this.drifted(job.camera, camera))) this.job = null;
  }

  /**
   * Starts composing a bitmap for `camera`. Missing tiles are rendered until `renderDeadline` (a
   * `performance.now()` value; 0 renders none) and stood in for by other levels otherwise; with
   * `direct`, those inside the view are painted straight onto the bitmap instead (idle time: the
   * fan sees a sharp view without waiting for its tiles to be cached).
   */
  begin(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number, direct = false): void {
    const cs = this.canvasSize(size);
    const canvasCamera = this.canvasCamera(camera);
    const plans = this.layers.map((l) => l.plan(canvasCamera, cs, world, renderDeadline));
    const width = Math.max(1, Math.ceil(cs.width * pixelRatio));
    const height = Math.max(1, Math.ceil(cs.height * pixelRatio));
    const bands = plans.some((p) => p.keys.length > 0) ? this.bandsOf(plans, canvasCamera, width, height) : [];
    const view = direct ? visibleWorldRect(camera, size) : null;
    const complete = view
      ? plans.every((p, i) => p.keys.every((k) => this.layers[i]!.isFresh(k) || this.layers[i]!.touches(k, view)))
      : plans.every((p) => p.complete);
    this.job = {
      camera, size: cs, pixelRatio, width, bands, band: 0, ctx: null, next: 0, finished: [],
      viewComplete: view !== null || !this.viewPending(camera, size, world), complete, direct: view, version: this.contentVersion,
    };
  }

  /**
   * Splits the bitmap into bands of whole rows of tiles, each at most `bandPixels` unless one row
   * is larger, so no tile is drawn twice; every step goes to the bands its tile's rows meet.
   */
  private bandsOf(plans: readonly DrawPlan[], camera: Camera, width: number, height: number): BandPlan[] {
    const edges = new Set<number>();
    plans.forEach((plan, i) => {
      for (const key of plan.keys) {
        const { y0 } = this.layers[i]!.deviceSquare(key, camera);
        if (y0 > 0 && y0 < height) edges.add(y0);
      }
    });
    const bands: BandPlan[] = [];
    let top = 0;
    let previous = 0;
    for (const edge of [...[...edges].sort((a, b) => a - b), height]) {
      if ((edge - top) * width > this.bandPixels && previous > top) {
        bands.push({ y0: top, y1: previous, steps: [] });
        top = previous;
      }
      previous = edge;
    }
    bands.push({ y0: top, y1: height, steps: [] });
    for (const band of bands) {
      plans.forEach((plan, layer) => {
        const meets = (key: TileKey): boolean => {
          const { y0, y1 } = this.layers[layer]!.deviceSquare(key, camera);
          return y0 < band.y1 && y1 > band.y0;
        };
        for (const key of plan.missing) if (meets(key)) band.steps.push({ layer, key, missing: true });
        for (const key of plan.keys) if (meets(key)) band.steps.push({ layer, key, missing: false });
      });
    }
    return bands;
  }

  /**
   * Continues the composition while its steps fit before `deadline` (at least one when `first`);
   * returns true once the bitmap is finished and on screen. Each band is handed over as a bitmap
   * of its own when its steps are done; the bands are shown together after the last.
   */
  step(deadline: number, first: boolean): boolean {
    const job = this.job;
    if (!job) return false;
    const camera = this.canvasCamera(job.camera);
    let done = 0;
    const fits = (ms: number): boolean => (first && done === 0) || performance.now() + ms <= deadline;
    while (job.band < job.bands.length) {
      const band = job.bands[job.band]!;
      const rows = band.y1 - band.y0;
      if (!job.ctx) {
        job.ctx = this.scratch.begin(job.width, rows);
        // Tiles land where they would on the whole bitmap: the band is its rows y0..y1.
        job.ctx?.translate(0, -band.y0);
      }
      const ctx = job.ctx;
      while (ctx && job.next < band.steps.length) {
        const step = band.steps[job.next]!;
        const kind = this.stepKind(job, step);
        const paints = kind === 'paint';
        if (!fits(paints ? this.paintMs : this.stepMs)) return false;
        const layer = this.layers[step.layer]!;
        const t0 = performance.now();
        if (kind === 'fallback') layer.drawFallback(ctx, camera, step.key);
        else if (kind === 'blit') layer.blit(ctx, camera, step.key);
        else if (paints) layer.paintInto(ctx, camera, step.key);
        const ms = performance.now() - t0;
        if (paints) this.paintMs = this.paintMs * 0.7 + ms * 0.3;
        else if (kind !== 'skip') this.stepMs = this.stepMs * 0.7 + ms * 0.3;
        job.next++;
        done++;
      }
      if (!fits(this.handOverMsPerPixel * job.width * rows)) return false;
      const t0 = performance.now();
      const picture = ctx ? this.scratch.end() : null;
      this.handOverMsPerPixel = this.handOverMsPerPixel * 0.7 + ((performance.now() - t0) / (job.width * rows)) * 0.3;
      if (picture) job.finished.push({ picture, top: band.y0 / job.pixelRatio, height: rows / job.pixelRatio });
      job.ctx = null;
      job.next = 0;
      job.band++;
      done++;
    }
    this.job = null;
    // Nothing to draw at all (an empty view) hides the surface rather than showing a blank bitmap.
    if (job.finished.length === 0) this.surface.hide();
    else this.surface.show(job.finished, job.size.width, { k: 1, tx: -this.margin, ty: -this.margin });
    this.drawn = job.camera;
    this.dirty = false;
    this.outdated = false;
    this.renderedSince = 0;
    this.complete = job.complete;
    this.drawnVersion = job.version;
    this.viewComplete = this.complete || job.viewComplete;
    return true;
  }

  /**
   * What a step does: a stand-in for a missing tile, or the tile blitted, or painted when the job
   * paints the view and the tile is not fresh (a missing one it paints needs no stand-in).
   */
  private stepKind(job: ComposeJob, step: BandStep): StepKind {
    const layer = this.layers[step.layer]!;
    const direct = job.direct;
    if (step.missing) return direct && layer.touches(step.key, direct) ? 'skip' : 'fallback';
    return direct && !layer.isFresh(step.key) && layer.touches(step.key, direct) ? 'paint' : 'blit';
  }

  /** Composes and shows a bitmap for `camera` now; returns whether it had every tile. */
  composeNow(camera: Camera, size: Size, world: Rect, pixelRatio: number, renderDeadline: number): boolean {
    this.begin(camera, size, world, pixelRatio, renderDeadline);
    this.step(Infinity, true);
    return this.complete;
  }
}
