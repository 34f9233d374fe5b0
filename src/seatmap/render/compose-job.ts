/**
 * One composition of the map bitmap from cached tiles, in bands of whole tile rows. Each band is
 * drawn on its band canvas (the canvas that shows it, or a scratch canvas whose bitmap is handed
 * over), so the cost of a large bitmap splits into units that fit an idle slice, and a band can go
 * on screen as soon as it is finished.
 */
import type { Camera, Rect, Size, TileKey } from '../model/viewport.js';
import type { BandCanvas } from './banded-surface.js';
import type { Band, DrawContext } from './surface.js';
import type { DrawPlan, TiledLayer } from './tiled-layer.js';

/** A step of a band: a stand-in for a missing tile of layer `layer`, or the tile itself. */
interface BandStep {
  layer: number;
  key: TileKey;
  missing: boolean;
}

/** One band: device rows [y0, y1) of the whole bitmap and the steps that draw into it. */
interface BandPlan {
  y0: number;
  y1: number;
  steps: BandStep[];
}

/** What one step does: a stand-in, a cached tile copied, a tile painted, or nothing. */
type StepKind = 'fallback' | 'blit' | 'paint' | 'skip';

/** Running means of the units' costs, kept across compositions to fit units into slices. */
export interface ComposeCosts {
  /** One step that copies bitmaps (ms). */
  stepMs: number;
  /** One step that paints a tile (ms). */
  paintMs: number;
  /** A band's buffer and its hand-over, per device pixel (ms). */
  handOverMsPerPixel: number;
}

export interface ComposeSpec {
  /** The map camera it is for, and the bitmap's camera and size (CSS px; the margin included). */
  camera: Camera;
  canvasCamera: Camera;
  size: Size;
  pixelRatio: number;
  /** Drawn at this fraction of the pixel ratio (a quick stand-in in an input frame), else 1. */
  resolution: number;
  layers: readonly TiledLayer[];
  /** One plan per layer, bottom first. */
  plans: readonly DrawPlan[];
  /** Largest band in device pixels (whole tile rows: a row may be larger). */
  bandPixels: number;
  /** The view (world) whose tiles that are not cached and fresh are painted, or null. */
  direct: Rect | null;
  /**
   * The map's background colour, filling each band before its tiles: a band then hides all of
   * the picture it replaces, where a transparent one let the old picture show between its seats
   * (a blurry copy of them, scaled, while a zoom's bands arrive). Null leaves bands transparent.
   */
  background: string | null;
}

export class ComposeJob {
  readonly camera: Camera;
  /** The bitmap's CSS size. */
  readonly size: Size;
  /** Bands finished so far (handed to `onBand`). */
  finished = 0;
  private readonly bands: BandPlan[];
  private readonly width: number;
  private band = 0;
  private next = 0;
  private ctx: DrawContext | null = null;
  /** What making the current band's buffer took (ms). */
  private bufferMs = 0;

  constructor(private readonly spec: ComposeSpec) {
    this.camera = spec.camera;
    this.size = spec.size;
    const full = { width: Math.max(1, Math.ceil(spec.size.width * spec.pixelRatio)), height: Math.max(1, Math.ceil(spec.size.height * spec.pixelRatio)) };
    this.width = Math.max(1, Math.ceil(full.width * spec.resolution));
    const empty = spec.plans.every((p) => p.keys.length === 0);
    // A reduced resolution is small: one band, so no band edge falls between device pixels.
    this.bands = empty ? [] : bandsOf(spec, full.height, full.width, spec.resolution < 1 ? Infinity : spec.bandPixels);
  }

  /** Whether it draws anything at all (an empty view hides the map instead). */
  get empty(): boolean {
    return this.bands.length === 0;
  }

  /**
   * Runs steps while they fit before `deadline` (at least one when `first`), handing each finished
   * band to `onBand`; returns true once every band is finished.
   */
  run(deadline: number, first: boolean, canvas: BandCanvas, costs: ComposeCosts, onBand: (band: Band) => void): boolean {
    const { canvasCamera, layers, pixelRatio, resolution } = this.spec;
    let done = 0;
    const fits = (ms: number): boolean => (first && done === 0) || performance.now() + ms <= deadline;
    while (this.band < this.bands.length) {
      const band = this.bands[this.band]!;
      const rows = Math.max(1, Math.ceil((band.y1 - band.y0) * resolution));
      if (!this.ctx) {
        if (!fits(0)) return false;
        const t0 = performance.now();
        const ctx = canvas.begin(this.width, rows);
        // The first drawing makes the band's buffer: timed here, with the hand-over, as what a band costs.
        // A band drawn in place starts from its last picture: covered by the fill, or cleared.
        if (ctx && this.spec.background !== null) {
          ctx.fillStyle = this.spec.background;
          ctx.fillRect(0, 0, this.width, rows);
        } else ctx?.clearRect(0, 0, this.width, rows);
        this.ctx = ctx;
        this.bufferMs = performance.now() - t0;
        // Tiles land where they would on the whole bitmap: the band is its rows y0..y1.
        this.ctx?.scale(resolution, resolution);
        this.ctx?.translate(0, -band.y0);
        // A buffer new to a band slot is faulted in page by page (33 ms for 2 million pixels at DPR 2
        // and 4x CPU): the band's first step then waits for the deadline like any other, rather
        // than making this slice a long task.
        done++;
      }
      const ctx = this.ctx;
      while (ctx && this.next < band.steps.length) {
        const step = band.steps[this.next]!;
        const layer = layers[step.layer]!;
        const kind = this.stepKind(layer, step);
        const paints = kind === 'paint';
        // A band's last step brings its hand-over into the same slice: a slice for the hand-over
        // alone would wait for another idle period, for each band.
        const handOver = this.next === band.steps.length - 1 ? costs.handOverMsPerPixel * this.width * rows : 0;
        if (!fits((paints ? costs.paintMs : costs.stepMs) + handOver)) return false;
        const t0 = performance.now();
        if (kind === 'fallback') layer.drawFallback(ctx, canvasCamera, step.key);
        else if (kind === 'blit') layer.blit(ctx, canvasCamera, step.key);
        else if (paints) layer.paintInto(ctx, canvasCamera, step.key);
        const ms = performance.now() - t0;
        if (paints) costs.paintMs = costs.paintMs * 0.7 + ms * 0.3;
        else if (kind !== 'skip') costs.stepMs = costs.stepMs * 0.7 + ms * 0.3;
        this.next++;
        done++;
      }
      const pixels = this.width * rows;
      if (band.steps.length === 0 && !fits(costs.handOverMsPerPixel * pixels)) return false;
      const t0 = performance.now();
      const picture = ctx ? canvas.end() : null;
      costs.handOverMsPerPixel = costs.handOverMsPerPixel * 0.7 + ((performance.now() - t0 + this.bufferMs) / pixels) * 0.3;
      if (picture) onBand({ picture, top: band.y0 / pixelRatio, height: (band.y1 - band.y0) / pixelRatio });
      this.ctx = null;
      this.next = 0;
      this.band++;
      this.finished++;
      done++;
    }
    return true;
  }

  /**
   * A stand-in for a missing tile, or the tile blitted, or painted when the job paints the view
   * and the tile is not fresh (a missing one it paints needs no stand-in).
   */
  private stepKind(layer: TiledLayer, step: BandStep): StepKind {
    const direct = this.spec.direct;
    if (step.missing) return direct && layer.touches(step.key, direct) ? 'skip' : 'fallback';
    return direct && !layer.isFresh(step.key) && layer.touches(step.key, direct) ? 'paint' : 'blit';
  }
}

/**
 * Splits a bitmap `height` device rows tall into bands of whole rows of tiles, each at most
 * `bandPixels` unless one row is larger, so no tile is drawn twice; every step goes to the bands
 * its tile's rows meet.
 */
function bandsOf(spec: ComposeSpec, height: number, width: number, bandPixels: number): BandPlan[] {
  const { plans, layers, canvasCamera } = spec;
  const edges = new Set<number>();
  plans.forEach((plan, i) => {
    for (const key of plan.keys) {
      const { y0 } = layers[i]!.deviceSquare(key, canvasCamera);
      if (y0 > 0 && y0 < height) edges.add(y0);
    }
  });
  const bands: BandPlan[] = [];
  let top = 0;
  let previous = 0;
  for (const edge of [...[...edges].sort((a, b) => a - b), height]) {
    if ((edge - top) * width > bandPixels && previous > top) {
      bands.push({ y0: top, y1: previous, steps: [] });
      top = previous;
    }
    previous = edge;
  }
  bands.push({ y0: top, y1: height, steps: [] });
  for (const band of bands) {
    plans.forEach((plan, layer) => {
      const meets = (key: TileKey): boolean => {
        const { y0, y1 } = layers[layer]!.deviceSquare(key, canvasCamera);
        return y0 < band.y1 && y1 > band.y0;
      };
      for (const key of plan.missing) if (meets(key)) band.steps.push({ layer, key, missing: true });
      for (const key of plan.keys) if (meets(key)) band.steps.push({ layer, key, missing: false });
    });
  }
  return bands;
}
