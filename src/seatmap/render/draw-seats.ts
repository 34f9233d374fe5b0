/**
 * Seat layer drawing: the seats inside a world rectangle, grouped by look (one group per
 * category for available seats, one each for resale, on hold and sold). Each group is stamped
 * from one small bitmap (seat-sprites.ts), or drawn as one path where stamping does not apply.
 * Tiny seats are squares (a rect is ~5x cheaper than an arc and looks the same under 3 px).
 */
import { SeatStatus, type SeatMapGeometry } from '../model/types.js';
import type { LevelOfDetail, Rect } from '../model/viewport.js';
import { seatsInRect } from '../model/seat-grid.js';
import { categoryColour, seatTypeMark } from './palette.js';
import { isPickable, type StaticScene } from './scene.js';
import { canStamp, drawSeatPath, seatSprite, stampSeats, stampThroughPixels, type SeatLook, type StampGroup } from './seat-sprites.js';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Seats radius on screen (CSS px) below which seats are drawn as squares. */
const ROUND_MIN_RADIUS_PX = 2.5;

/** Bucket ids after the categories. */
const EXTRA_RESALE = 0;
const EXTRA_HELD = 1;
const EXTRA_SOLD = 2;
const EXTRA_FILTERED = 3;

const openMasks = new WeakMap<SeatMapGeometry, Uint8Array>();

/** 1 for each open-seating block (by index), kept per geometry. */
function openSeatingBlocks(geometry: SeatMapGeometry): Uint8Array {
  let mask = openMasks.get(geometry);
  if (!mask) {
    mask = Uint8Array.from(geometry.blocks, (b) => (b.isOpenSeating ? 1 : 0));
    openMasks.set(geometry, mask);
  }
  return mask;
}

/**
 * Draws the seats in `rect`; at the `numbers` level buyable seats carry their number. False when
 * none. From `pixelStampFrom` stamped seats on, they are stamped in script and drawn as one image.
 */
export function drawSeats(ctx: Ctx, scene: StaticScene, rect: Rect, scale: number, lod: LevelOfDetail, pixelStampFrom = Infinity): boolean {
  if (lod === 'blocks') return false;
  const { geometry, status, palette } = scene;
  // Inflated by the seat radius: a seat whose centre is just outside still shows its edge.
  const seats = seatsInRect(geometry, rect, geometry.seatRadius);
  if (seats.length === 0) return false;
  const nCat = geometry.categories.length;
  const buckets: number[][] = Array.from({ length: nCat + 4 }, () => []);
  const open = openSeatingBlocks(geometry);
  const typed: number[] = [];
  for (const i of seats) {
    // Open-seating areas are drawn as filled shapes by the block layer, not as places.
    if (open[geometry.blockIndex[i]!] === 1) continue;
    const s = status[i];
    let bucket: number;
    if (s === SeatStatus.Sold) bucket = nCat + EXTRA_SOLD;
    else if (s === SeatStatus.OnHold) bucket = nCat + EXTRA_HELD;
    else if (!isPickable(scene, i)) bucket = nCat + EXTRA_FILTERED;
    else if (s === SeatStatus.Resale) bucket = nCat + EXTRA_RESALE;
    else bucket = geometry.categoryIndex[i] ?? 0;
    buckets[bucket]!.push(i);
    if (bucket < nCat && geometry.seatTypeIndex[i]! > 0) typed.push(i);
  }
  const r = geometry.seatRadius;
  const round = r * scale >= ROUND_MIN_RADIUS_PX;
  // Device pixels per world unit: the tile's transform, the CSS scale times the pixel ratio.
  const devicePerWorld = ctx.getTransform().a;
  const stamp = round && canStamp(r * devicePerWorld);
  const { x, y } = geometry;
  const stamped: StampGroup[] = [];
  let stampedSeats = 0;
  for (let b = 0; b < buckets.length; b++) {
    const list = buckets[b]!;
    if (list.length === 0) continue;
    const extra = b - nCat;
    // Resale reads as a different shape (a diamond), on hold as a hollow ring; sold and
    // filtered-out seats shrink to small dots.
    const look: SeatLook = extra === EXTRA_RESALE ? 'diamond' : extra === EXTRA_HELD && round ? 'ring' : 'disc';
    const radius = look === 'ring' ? r * 0.7 : extra === EXTRA_SOLD || extra === EXTRA_FILTERED || extra === EXTRA_HELD ? r * 0.5 : r;
    const colour = extra === EXTRA_RESALE ? palette.resale
      : extra === EXTRA_HELD ? palette.onHold
        : extra === EXTRA_SOLD ? palette.sold
          : extra === EXTRA_FILTERED ? palette.soldOut : categoryColour(geometry.categories, b);
    const sprite = stamp ? seatSprite(look, colour, radius * devicePerWorld, r * 0.4 * devicePerWorld) : null;
    if (sprite) {
      stamped.push({ sprite, seats: list });
      stampedSeats += list.length;
    } else drawSeatPath(ctx, look, colour, radius, r * 0.4, round, list, x, y);
  }
  if (!(stampedSeats >= pixelStampFrom && stampThroughPixels(ctx, stamped, x, y, rect))) {
    for (const group of stamped) stampSeats(ctx, group.sprite, group.seats, x, y);
  }
  if (round && typed.length > 0) drawSeatTypeMarks(ctx, scene, typed);
  if (lod === 'numbers') drawSeatNumbers(ctx, scene, seats, open, scale);
  return true;
}

/**
 * Buyable seats with a seat type carry its mark (an inner ring, or a bar along the top or the
 * bottom edge, clear of the number in the middle), one stroke per mark for the whole tile.
 */
function drawSeatTypeMarks(ctx: Ctx, scene: StaticScene, typed: readonly number[]): void {
  const { geometry, palette } = scene;
  const { x, y, seatTypeIndex } = geometry;
  const r = geometry.seatRadius;
  for (let t = 0; t < geometry.seatTypes.length; t++) {
    const mark = seatTypeMark(t);
    ctx.beginPath();
    for (const i of typed) {
      if (seatTypeIndex[i] !== t + 1) continue;
      const cx = x[i]!;
      const cy = y[i]!;
      if (mark === 'ring') {
        ctx.moveTo(cx + r * 0.72, cy);
        ctx.arc(cx, cy, r * 0.72, 0, Math.PI * 2);
      } else {
        const dy = mark === 'top-bar' ? -r * 0.6 : r * 0.6;
        ctx.moveTo(cx - r * 0.55, cy + dy);
        ctx.lineTo(cx + r * 0.55, cy + dy);
      }
    }
    ctx.lineWidth = r * 0.18;
    ctx.strokeStyle = palette.seatTypeMark;
    ctx.stroke();
  }
}

/** Numbers the drawn seats; an open-seating area's places are not drawn, so they carry no number either. */
function drawSeatNumbers(ctx: Ctx, scene: StaticScene, seats: readonly number[], open: Uint8Array, scale: number): void {
  const { geometry, palette } = scene;
  const r = geometry.seatRadius;
  const size = Math.min(r * 1.1, 12 / scale);
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.seatNumber;
  for (const i of seats) {
    if (open[geometry.blockIndex[i]!] === 1 || !isPickable(scene, i)) continue;
    const label = geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '';
    ctx.fillText(label, geometry.x[i]!, geometry.y[i]! + size * 0.05, r * 1.8);
  }
}
