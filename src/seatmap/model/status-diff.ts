/**
 * What a live status refresh changed: the seats whose status byte differs, the blocks they belong
 * to, the blocks whose statistics differ, and the cached tiles those changes touch. Lets the map
 * redraw only the tiles a refresh made stale instead of every tile.
 */
import type { BlockStats, SeatMapGeometry, SeatStatusArray } from './types.js';
import { levelScale, tileId, type Rect } from './viewport.js';

export interface StatusChanges {
  /** Seat positions whose status differs, ascending. */
  seats: number[];
  /** Block indexes holding at least one changed seat, ascending. */
  blocks: number[];
}

/**
 * Compares two status arrays of the same geometry. Null when they cannot be compared (different
 * lengths: the geometry changed, so everything must be redrawn).
 */
export function diffStatus(geometry: Pick<SeatMapGeometry, 'blockIndex'>, before: SeatStatusArray, after: SeatStatusArray): StatusChanges | null {
  if (before.length !== after.length || after.length !== geometry.blockIndex.length) return null;
  const seats: number[] = [];
  const blocks: number[] = [];
  let lastBlock = -1;
  for (let i = 0; i < after.length; i++) {
    if (before[i] === after[i]) continue;
    seats.push(i);
    const b = geometry.blockIndex[i]!;
    // Seats of a block are contiguous, so a block repeats only right after itself.
    if (b !== lastBlock) {
      blocks.push(b);
      lastBlock = b;
    }
  }
  if (blocks.length > 1) {
    blocks.sort((a, b) => a - b);
    let w = 1;
    for (let k = 1; k < blocks.length; k++) if (blocks[k] !== blocks[w - 1]) blocks[w++] = blocks[k]!;
    blocks.length = w;
  }
  return { seats, blocks };
}

/** Whether two statistics of one block would be drawn or labelled differently. */
export function sameBlockStats(a: BlockStats | undefined, b: BlockStats | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.availability === b.availability &&
    a.minimumPrice === b.minimumPrice &&
    a.freeSeats === b.freeSeats &&
    a.resaleSeats === b.resaleSeats &&
    a.soldOut === b.soldOut
  );
}

/** Block indexes whose statistics differ between two lists (by block index), ascending. */
export function changedBlockStats(before: readonly (BlockStats | undefined)[], after: readonly (BlockStats | undefined)[]): number[] {
  const out: number[] = [];
  const n = Math.max(before.length, after.length);
  for (let b = 0; b < n; b++) if (!sameBlockStats(before[b], after[b])) out.push(b);
  return out;
}

/**
 * Ids (`tileId`) of the tiles of `level` that a disc of `radius` around each listed seat
 * touches: a seat on a tile edge dirties both tiles.
 */
export function tilesTouchingSeats(
  geometry: Pick<SeatMapGeometry, 'x' | 'y'>,
  seats: readonly number[],
  radius: number,
  level: number,
  tilePx: number,
): Set<string> {
  const size = tilePx / levelScale(level);
  const out = new Set<string>();
  for (const i of seats) {
    const x = geometry.x[i];
    const y = geometry.y[i];
    if (x === undefined || y === undefined) continue;
    const c0 = Math.floor((x - radius) / size);
    const c1 = Math.floor((x + radius) / size);
    const r0 = Math.floor((y - radius) / size);
    const r1 = Math.floor((y + radius) / size);
    for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) out.add(tileId({ level, col, row }));
  }
  return out;
}

/** The world rectangles of the listed blocks (their bbox grown by `margin`), for tile invalidation. */
export function blockRects(geometry: Pick<SeatMapGeometry, 'blocks'>, blocks: readonly number[], margin = 0): Rect[] {
  const out: Rect[] = [];
  for (const b of blocks) {
    const bb = geometry.blocks[b]?.bbox;
    if (bb) out.push({ minX: bb[0] - margin, minY: bb[1] - margin, maxX: bb[2] + margin, maxY: bb[3] + margin });
  }
  return out;
}
