/**
 * Block layer drawing: filled contours coloured by availability or price, hatched when sold out,
 * labelled when large enough on screen. Functions draw in world coordinates on a context whose
 * transform the caller set (world → device pixels); `scale` is world → CSS pixels.
 */
import { blockLabelsAt } from '../model/block-labels.js';
import type { BlockGeometry } from '../model/types.js';
import type { LevelOfDetail, Rect } from '../model/viewport.js';
import { blockFill } from './palette.js';
import type { StaticScene } from './scene.js';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const hatchCache = new WeakMap<object, CanvasPattern | null>();

/** A diagonal hatch, created once per context. Tiles are multiples of 8 px so stripes line up. */
function hatchPattern(ctx: Ctx, colour: string): CanvasPattern | null {
  const cached = hatchCache.get(ctx);
  if (cached !== undefined) return cached;
  const c = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(8, 8) : document.createElement('canvas');
  c.width = 8;
  c.height = 8;
  const p = c.getContext('2d') as Ctx | null;
  let pattern: CanvasPattern | null = null;
  if (p) {
    p.strokeStyle = colour;
    p.lineWidth = 1.5;
    p.beginPath();
    p.moveTo(-2, 10);
    p.lineTo(10, -2);
    p.moveTo(-2, 2);
    p.lineTo(2, -2);
    p.moveTo(6, 10);
    p.lineTo(10, 6);
    p.stroke();
    pattern = ctx.createPattern(c as CanvasImageSource, 'repeat');
  }
  hatchCache.set(ctx, pattern);
  return pattern;
}

function tracePolygon(ctx: Ctx, contour: Float32Array): void {
  if (contour.length < 6) return;
  ctx.moveTo(contour[0]!, contour[1]!);
  for (let k = 2; k < contour.length; k += 2) ctx.lineTo(contour[k]!, contour[k + 1]!);
  ctx.closePath();
}

function overlaps(b: BlockGeometry, r: Rect): boolean {
  return b.bbox[0] <= r.maxX && b.bbox[2] >= r.minX && b.bbox[1] <= r.maxY && b.bbox[3] >= r.minY;
}

/**
 * Draws the blocks that touch `rect` (world). At the blocks level they are filled and labelled;
 * once seats show, blocks become a faint backdrop with an outline so seats stay readable.
 * Returns false when no block touches the rectangle.
 */
export function drawBlocks(ctx: Ctx, scene: StaticScene, rect: Rect, scale: number, lod: LevelOfDetail): boolean {
  const { geometry, palette } = scene;
  const px = 1 / scale;
  let drew = false;
  const outline = 2 * px; // outlines reach a little beyond the contour; labels lie inside their block
  const hatch = hatchPattern(ctx, palette.hatch);
  ctx.lineJoin = 'round';
  for (let b = 0; b < geometry.blocks.length; b++) {
    const block = geometry.blocks[b]!;
    if (!overlaps(block, { minX: rect.minX - outline, minY: rect.minY - outline, maxX: rect.maxX + outline, maxY: rect.maxY + outline })) continue;
    drew = true;
    const stats = scene.blockStats[b];
    const capacity = block.seatEnd - block.seatStart;
    const fill = blockFill(stats, capacity, scene.colouring, scene.priceRange, palette);
    const soldOut = !stats || stats.soldOut;
    ctx.beginPath();
    tracePolygon(ctx, block.contour);
    // Open-seating areas stay a filled shape when seats show: their places are not drawn one by one.
    const filled = lod === 'blocks' || block.isOpenSeating;
    ctx.globalAlpha = lod === 'blocks' ? 1 : block.isOpenSeating ? 0.6 : 0.18;
    ctx.fillStyle = fill;
    ctx.fill();
    if (soldOut && hatch && filled) {
      // Keep stripes a constant pixel size: the pattern's space is the inverse of the world transform.
      const m = ctx.getTransform();
      ctx.save();
      hatch.setTransform(new DOMMatrix([1 / m.a, 0, 0, 1 / m.d, -m.e / m.a, -m.f / m.d]));
      ctx.fillStyle = hatch;
      ctx.fill();
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    ctx.lineWidth = (lod === 'blocks' ? 1 : 1.5) * px;
    ctx.strokeStyle = palette.blockOutline;
    ctx.stroke();
  }
  if (drew && lod === 'blocks') drawBlockLabels(ctx, scene, rect, scale);
  return drew;
}

/** Draws the venue's labels for this scale (block-labels.ts) whose box touches `rect`. */
function drawBlockLabels(ctx: Ctx, scene: StaticScene, rect: Rect, scale: number): void {
  const { palette } = scene;
  const px = 1 / scale;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const label of blockLabelsAt(scene.geometry, scale)) {
    const m = label.halfWidth + 3 * px;
    if (label.x + m < rect.minX || label.x - m > rect.maxX || label.y + m < rect.minY || label.y - m > rect.maxY) continue;
    ctx.font = `600 ${label.sizePx * px}px system-ui, sans-serif`;
    ctx.lineWidth = 3 * px;
    ctx.strokeStyle = palette.blockLabelHalo;
    ctx.strokeText(label.text, label.x, label.y);
    ctx.fillStyle = palette.blockLabel;
    ctx.fillText(label.text, label.x, label.y);
  }
}
