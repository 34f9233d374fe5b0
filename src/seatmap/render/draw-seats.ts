/**
 * Seat layer drawing: the seats inside a world rectangle, batched into one path per look (one
 * per category for available seats, one each for resale, on hold and sold), so a tile costs a
 * handful of fills whatever its seat count. Tiny seats are squares (a rect is ~5x cheaper than
 * an arc and looks the same under 3 px).
 */
import { SeatStatus, type SeatMapGeometry } from '../model/types.js';
import type { LevelOfDetail, Rect } from '../model/viewport.js';
import { seatsInRect } from '../model/seat-grid.js';
import { categoryColour, seatTypeMark } from './palette.js';
import { isPickable, type StaticScene } from './scene.js';

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

/** Draws the seats in `rect`; at the `numbers` level buyable seats carry their number. False when none. */
export function drawSeats(ctx: Ctx, scene: StaticScene, rect: Rect, scale: number, lod: LevelOfDetail): boolean {
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
  const { x, y } = geometry;
  for (let b = 0; b < buckets.length; b++) {
    const list = buckets[b]!;
    if (list.length === 0) continue;
    const extra = b - nCat;
    ctx.beginPath();
    if (extra === EXTRA_RESALE) {
      // Diamonds: resale reads as a different shape, not only a different colour.
      const d = r * 1.15;
      for (const i of list) {
        const cx = x[i]!;
        const cy = y[i]!;
        ctx.moveTo(cx, cy - d);
        ctx.lineTo(cx + d, cy);
        ctx.lineTo(cx, cy + d);
        ctx.lineTo(cx - d, cy);
        ctx.closePath();
      }
      ctx.fillStyle = palette.resale;
      ctx.fill();
      continue;
    }
    if (extra === EXTRA_HELD && round) {
      // Rings: on hold is hollow.
      for (const i of list) {
        ctx.moveTo(x[i]! + r * 0.7, y[i]!);
        ctx.arc(x[i]!, y[i]!, r * 0.7, 0, Math.PI * 2);
      }
      ctx.lineWidth = r * 0.4;
      ctx.strokeStyle = palette.onHold;
      ctx.stroke();
      continue;
    }
    // Sold and filtered-out seats shrink to small dots.
    const rr = extra === EXTRA_SOLD || extra === EXTRA_FILTERED || extra === EXTRA_HELD ? r * 0.5 : r;
    if (round) {
      for (const i of list) {
        ctx.moveTo(x[i]! + rr, y[i]!);
        ctx.arc(x[i]!, y[i]!, rr, 0, Math.PI * 2);
      }
    } else {
      const side = rr * 1.7;
      for (const i of list) ctx.rect(x[i]! - side / 2, y[i]! - side / 2, side, side);
    }
    ctx.fillStyle =
      extra === EXTRA_SOLD ? palette.sold : extra === EXTRA_FILTERED ? palette.soldOut : extra === EXTRA_HELD ? palette.onHold : categoryColour(geometry.categories, b);
    ctx.fill();
  }
  if (round && typed.length > 0) drawSeatTypeMarks(ctx, scene, typed);
  if (lod === 'numbers') drawSeatNumbers(ctx, scene, seats, scale);
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

function drawSeatNumbers(ctx: Ctx, scene: StaticScene, seats: readonly number[], scale: number): void {
  const { geometry, palette } = scene;
  const r = geometry.seatRadius;
  const size = Math.min(r * 1.1, 12 / scale);
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.seatNumber;
  for (const i of seats) {
    if (!isPickable(scene, i)) continue;
    const label = geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '';
    ctx.fillText(label, geometry.x[i]!, geometry.y[i]! + size * 0.05, r * 1.8);
  }
}
