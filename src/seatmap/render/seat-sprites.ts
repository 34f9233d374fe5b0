/**
 * Seats stamped from small bitmaps. Chromium rasterises a path of a few hundred antialiased arcs
 * in software at about twice the cost of copying a pre-drawn disc to whole-pixel positions
 * (measured on a 512² tile at DPR 2: 400 seats 4.7 ms with arcs, 2.6 ms stamped, 0.7 ms of which
 * is the tile itself), and raster is most of the time a fan waits for a sharp map after a zoom.
 * A stamp lands within half a device pixel of the seat's centre. Stamps and the path drawing used
 * where stamping does not apply share `drawSeatPath`, so both draw the same looks.
 */
import type { Rect } from '../model/viewport.js';
import { LITTLE_ENDIAN, spritePixels, stampInto, type SpritePixels } from '../model/pixel-stamps.js';

/** How a seat looks: a filled disc, a ring (on hold) or a diamond (resale). */
export type SeatLook = 'disc' | 'ring' | 'diamond';

/** Radii (device px) stamped; smaller seats are squares, larger ones cheaper as paths. */
const MIN_RADIUS_PX = 1.5;
const MAX_RADIUS_PX = 48;
/** Sprites kept (looks x colours x zoom levels); the cache starts again when full. */
const MAX_SPRITES = 256;

const sprites = new Map<string, ImageBitmap>();
/** Each sprite's pixels, for stamping in script (model/pixel-stamps.ts); absent where they cannot be read. */
const pixelsOf = new WeakMap<ImageBitmap, SpritePixels>();

/** Whether seats of `radiusPx` device pixels are stamped in this browser. */
export function canStamp(radiusPx: number): boolean {
  return radiusPx >= MIN_RADIUS_PX && radiusPx <= MAX_RADIUS_PX && typeof OffscreenCanvas === 'function';
}

/**
 * The bitmap of one seat look, `radiusPx` device pixels from its centre to the edge of the shape
 * (the ring's line centre), its centre in the middle of the bitmap.
 */
export function seatSprite(look: SeatLook, colour: string, radiusPx: number, lineWidthPx: number): ImageBitmap | null {
  const key = `${look}|${colour}|${radiusPx.toFixed(2)}|${lineWidthPx.toFixed(2)}`;
  const known = sprites.get(key);
  if (known) return known;
  const reach = look === 'diamond' ? radiusPx * 1.15 : look === 'ring' ? radiusPx + lineWidthPx / 2 : radiusPx;
  const side = Math.ceil(2 * reach) + 2;
  const canvas = new OffscreenCanvas(side, side);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const c = side / 2;
  drawSeatPath(ctx, look, colour, radiusPx, lineWidthPx, true, [0], Float32Array.of(c), Float32Array.of(c));
  // Read before the hand-over empties the canvas (a stand-in canvas in unit tests gives none).
  const rgba = (ctx.getImageData(0, 0, side, side) as ImageData | undefined)?.data;
  const bitmap = canvas.transferToImageBitmap();
  if (rgba && LITTLE_ENDIAN) pixelsOf.set(bitmap, spritePixels(rgba, side));
  if (sprites.size >= MAX_SPRITES) {
    for (const old of sprites.values()) old.close();
    sprites.clear();
  }
  sprites.set(key, bitmap);
  return bitmap;
}

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The seats of one look as one path, filled (or stroked, for rings) once; what a stamp shows. */
export function drawSeatPath(ctx: Ctx, look: SeatLook, colour: string, radius: number, lineWidth: number, round: boolean, list: readonly number[], x: Float32Array, y: Float32Array): void {
  ctx.beginPath();
  if (look === 'diamond') {
    const d = radius * 1.15;
    for (const i of list) {
      ctx.moveTo(x[i]!, y[i]! - d);
      ctx.lineTo(x[i]! + d, y[i]!);
      ctx.lineTo(x[i]!, y[i]! + d);
      ctx.lineTo(x[i]! - d, y[i]!);
      ctx.closePath();
    }
  } else if (round) {
    for (const i of list) {
      ctx.moveTo(x[i]! + radius, y[i]!);
      ctx.arc(x[i]!, y[i]!, radius, 0, Math.PI * 2);
    }
  } else {
    const side = radius * 1.7;
    for (const i of list) ctx.rect(x[i]! - side / 2, y[i]! - side / 2, side, side);
  }
  if (look === 'ring') {
    ctx.lineWidth = lineWidth;
    ctx.strokeStyle = colour;
    ctx.stroke();
  } else {
    ctx.fillStyle = colour;
    ctx.fill();
  }
}

/**
 * Stamps `sprite` centred on each seat of `seats` (world coordinates under the context's current
 * scale-and-translate transform), at whole device pixels.
 */
export function stampSeats(ctx: Ctx, sprite: ImageBitmap, seats: readonly number[], x: Float32Array, y: Float32Array): void {
  const t = ctx.getTransform();
  const half = sprite.width / 2;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (const i of seats) ctx.drawImage(sprite, Math.round(t.a * x[i]! + t.e - half), Math.round(t.d * y[i]! + t.f - half));
  ctx.setTransform(t);
}

/** The seats of one look, for `stampThroughPixels`. */
export interface StampGroup {
  readonly sprite: ImageBitmap;
  readonly seats: readonly number[];
}

/**
 * Sprites up to this side (device px) are stamped in script. Measured in Chromium on a 486² tile,
 * 2,000 seats: one drawImage a seat costs about 3 µs at any size, the script's copy grows with the
 * sprite's area (0.3 µs a seat at a radius of 4 px, 2.4 at 12, 7 at 24), so larger seats are drawn
 * one image each.
 */
const PIXEL_STAMP_MAX_SIDE = 24;

/** The buffer stamps are written into and the canvas that draws it, kept and grown as needed. */
let buffer = new ArrayBuffer(0);
let scratch: OffscreenCanvas | null = null;
let scratchCtx: OffscreenCanvasRenderingContext2D | null = null;

/**
 * Stamps the groups, in order, into one pixel buffer covering the device pixels of `rect` (world
 * coordinates under the context's scale-and-translate transform) and draws it with one image: the
 * same pixels `stampSeats` gives each group, for one canvas operation instead of one per seat.
 * Nothing lands outside `rect`, where the callers' tile or clip ends anyway. False, drawing
 * nothing, where a sprite's pixels are unknown or a sprite is larger than script stamps pay for.
 */
export function stampThroughPixels(ctx: Ctx, groups: readonly StampGroup[], x: Float32Array, y: Float32Array, rect: Rect): boolean {
  const pixels = groups.map((g) => pixelsOf.get(g.sprite));
  if (pixels.some((p) => !p || p.side > PIXEL_STAMP_MAX_SIDE) || typeof OffscreenCanvas !== 'function') return false;
  const t = ctx.getTransform();
  const x0 = Math.max(0, Math.floor(t.a * rect.minX + t.e));
  const y0 = Math.max(0, Math.floor(t.d * rect.minY + t.f));
  const x1 = Math.min(ctx.canvas.width, Math.ceil(t.a * rect.maxX + t.e));
  const y1 = Math.min(ctx.canvas.height, Math.ceil(t.d * rect.maxY + t.f));
  const width = x1 - x0;
  const height = y1 - y0;
  if (width <= 0 || height <= 0) return true;
  if (buffer.byteLength < width * height * 4) buffer = new ArrayBuffer(width * height * 4);
  const words = new Uint32Array(buffer, 0, width * height);
  words.fill(0);
  groups.forEach((group, g) => {
    const sprite = pixels[g]!;
    const half = sprite.side / 2;
    for (const i of group.seats) {
      stampInto(words, width, height, sprite, Math.round(t.a * x[i]! + t.e - half) - x0, Math.round(t.d * y[i]! + t.f - half) - y0);
    }
  });
  if (!scratch || scratch.width < width || scratch.height < height) {
    scratch = new OffscreenCanvas(Math.max(width, scratch?.width ?? 0), Math.max(height, scratch?.height ?? 0));
    scratchCtx = scratch.getContext('2d');
  }
  if (!scratchCtx) return false;
  scratchCtx.putImageData(new ImageData(new Uint8ClampedArray(buffer, 0, width * height * 4), width, height), 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(scratch, 0, 0, width, height, x0, y0, width, height);
  ctx.setTransform(t);
  return true;
}
