/** The seat map engine's options and their defaults. */
import type { Camera, LevelOfDetail } from '../model/viewport.js';
import type { CompositorFactory } from './compositor.js';

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
  /** Without input for this long (ms), the fan has stopped: idle slices may grow to `quietSliceMs`. */
  quietAfterMs?: number;
  /** Longest idle-time slice (ms) once the fan has stopped; the browser grants idle periods of up to 50 ms. */
  quietSliceMs?: number;
  /**
   * A camera that has not moved for this long (ms) has stopped: idle time paints its view at once
   * rather than waiting for its tiles (about two frames; an animation moves it every frame).
   */
  settleMs?: number;
  /**
   * Largest band of the map bitmap (device pixels; whole rows of tiles): bands are handed over as
   * bitmaps of their own, so making a large bitmap splits into units that fit a frame.
   */
  bandPixels?: number;
  /**
   * Highest pixel ratio of a bitmap composed in an input frame (a jump past the margin, a zoom out):
   * a quick stand-in at this density (its cost grows with its pixels), which idle time replaces
   * with one at the full ratio, band by band.
   */
  inputFramePixelRatio?: number;
  /** CSS pixels drawn beyond each edge of the static layers, so short pans only move the canvas. */
  marginPx?: number;
  onCamera?: (camera: Camera, lod: LevelOfDetail) => void;
  /** Called after each frame the engine drew; `complete` when no tile is missing. */
  onFrame?: (complete: boolean) => void;
  /** What shows the pictures (compositor.ts); bitmap canvases moved by CSS when omitted. */
  compositor?: CompositorFactory;
}

type Hooks = 'onCamera' | 'onFrame' | 'compositor';
export type ResolvedOptions = Required<Omit<EngineOptions, Hooks>> & Pick<EngineOptions, Hooks>;

/** The options with every default filled in. */
export function resolveOptions(options: EngineOptions): ResolvedOptions {
  return { tilePx: 256, canvasBudgetPixels: 12e6, tileBudgetPixels: 12e6, frameBudgetMs: 0, idleSliceMs: 8, quietAfterMs: 150, quietSliceMs: 40, marginPx: 160, settleMs: 34, bandPixels: 1.5e6, inputFramePixelRatio: 1, ...options };
}
