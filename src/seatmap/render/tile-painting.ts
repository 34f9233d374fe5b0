/**
 * Painting one tile of a static layer, the same on the main thread and in the tile worker: the
 * world rectangle of the tile drawn on a scratch canvas of `device` x `device` pixels and handed
 * over as a bitmap (null when the layer has nothing there).
 */
import * as vp from '../model/viewport.js';
import type { LevelOfDetail, Rect } from '../model/viewport.js';
import { drawBlocks } from './draw-blocks.js';
import { drawSeats } from './draw-seats.js';
import { seatPitch, type StaticScene } from './scene.js';
import type { DrawContext, Picture, ScratchCanvas } from './surface.js';

/** The static layers: blocks, seats, or both on the same tiles ('map'). */
export type TileLayerName = 'blocks' | 'seats' | 'map';

/** Draws `rect` (world) at `scale` (CSS px per world unit) on a prepared context; false when nothing was drawn. */
export type LayerDrawing = (ctx: DrawContext, rect: Rect, scale: number) => boolean;

/** The level of detail a tile drawn at `scale` shows. */
export function lodAtScale(scene: Pick<StaticScene, 'geometry'>, scale: number): LevelOfDetail {
  return vp.levelOfDetail(scale, seatPitch(scene));
}

/** How a layer draws the scene `scene()` returns at the time of drawing. */
export function layerDrawing(layer: TileLayerName, scene: () => StaticScene): LayerDrawing {
  return (ctx, rect, scale) => {
    const s = scene();
    const lod = lodAtScale(s, scale);
    if (layer === 'blocks') return drawBlocks(ctx, s, rect, scale, lod);
    if (layer === 'seats') return drawSeats(ctx, s, rect, scale, lod);
    const blocks = drawBlocks(ctx, s, rect, scale, lod);
    return drawSeats(ctx, s, rect, scale, lod) || blocks;
  };
}

/**
 * Paints the world rectangle `rect` on `scratch` at `device` pixels a side and returns the
 * bitmap, or null when the drawing left it empty (or no canvas could be made).
 */
export function paintTile(scratch: ScratchCanvas, rect: Rect, scale: number, device: number, draw: LayerDrawing): Picture | null {
  const ctx = scratch.begin(device, device);
  if (!ctx) return null;
  const k = device / (rect.maxX - rect.minX);
  ctx.setTransform(k, 0, 0, k, -rect.minX * k, -rect.minY * k);
  const drew = draw(ctx, rect, scale);
  // An empty tile leaves the scratch as it is (the next drawing clears it anyway).
  return drew ? scratch.end() : null;
}
