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
   * What handing one band of the map bitmap over may cost (ms): the bitmap is split into as many
   * bands (whole rows of tiles) as keep each within it, by the measured cost on this device, so
   * making a large bitmap on a slow phone splits into units that fit a frame.
   */
  bandMs?: number;
  /**
   * The lowest pixel ratio of a bitmap an input frame must compose (a jump past the margin, a zoom
   * out): it composes at the highest of the full ratio, 1, their halves and this one whose cost,
   * measured on the device, fits `bandMs`; a reduced one is a stand-in that idle time replaces band
   * by band. At DPR 2 on a slow phone, 0.5 took the far pans' frames from 93-114 ms (p95) to
   * 39-55 ms, still near a long task; 0.25 is there for such devices (see `inputFrameRatios`).
   */
  inputFramePixelRatio?: number;
  /**
   * From this many stamped seats in one drawing (a tile, or a tile's square of a painted view),
   * seats are stamped in script into a pixel buffer drawn as one image, not one image a seat.
   */
  pixelStampSeats?: number;
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
  return { tilePx: 256, canvasBudgetPixels: 12e6, tileBudgetPixels: 12e6, frameBudgetMs: 0, idleSliceMs: 8, quietAfterMs: 150, quietSliceMs: 40, marginPx: 160, settleMs: 34, bandMs: 30, inputFramePixelRatio: 0.25, pixelStampSeats: 256, ...options };
}
