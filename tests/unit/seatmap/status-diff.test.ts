import { describe, expect, it } from 'vitest';
import { blockRects, changedBlockStats, diffStatus, sameBlockStats, tilesTouchingSeats } from '../../../src/seatmap/model/status-diff.js';
import { SeatStatus, type BlockStats } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

// Three blocks of 2 rows x 4 seats: block 0 = seats 0..7, block 1 = 8..15, block 2 = 16..23.
const geometry = gridGeometry([
  { rows: 2, seatsPerRow: 4 },
  { rows: 2, seatsPerRow: 4 },
  { rows: 2, seatsPerRow: 4 },
]);

const stats = (blockIndex: number, patch: Partial<BlockStats> = {}): BlockStats => ({
  blockIndex,
  blockId: 100 + blockIndex,
  availability: 8,
  minimumPrice: 1000,
  freeSeats: 8,
  resaleSeats: 0,
  soldOut: false,
  ...patch,
});

describe('diffStatus', () => {
  it('lists nothing when the arrays are equal', () => {
    const a = new Uint8Array(geometry.seatCount);
    expect(diffStatus(geometry, a, a.slice())).toEqual({ seats: [], blocks: [] });
  });

  it('lists the changed seats and each of their blocks once, ascending', () => {
    const before = new Uint8Array(geometry.seatCount);
    const after = before.slice();
    after[17] = SeatStatus.Sold;
    after[3] = SeatStatus.OnHold;
    after[4] = SeatStatus.Resale;
    after[21] = SeatStatus.Sold;
    expect(diffStatus(geometry, before, after)).toEqual({ seats: [3, 4, 17, 21], blocks: [0, 2] });
  });

  it('sees a seat going back to available', () => {
    const before = new Uint8Array(geometry.seatCount).fill(SeatStatus.Sold);
    const after = before.slice();
    after[9] = SeatStatus.Available;
    expect(diffStatus(geometry, before, after)).toEqual({ seats: [9], blocks: [1] });
  });

  it('refuses arrays of different lengths (another geometry)', () => {
    expect(diffStatus(geometry, new Uint8Array(24), new Uint8Array(25))).toBeNull();
    expect(diffStatus(geometry, new Uint8Array(10), new Uint8Array(10))).toBeNull();
  });
});

describe('block statistics changes', () => {
  it('compares every drawn figure', () => {
    expect(sameBlockStats(stats(0), stats(0))).toBe(true);
    expect(sameBlockStats(stats(0), stats(0, { freeSeats: 7 }))).toBe(false);
    expect(sameBlockStats(stats(0), stats(0, { minimumPrice: null }))).toBe(false);
    expect(sameBlockStats(stats(0), stats(0, { soldOut: true }))).toBe(false);
    expect(sameBlockStats(stats(0), undefined)).toBe(false);
  });

  it('lists blocks whose statistics changed, appeared or vanished', () => {
    const before = [stats(0), stats(1), stats(2)];
    const after = [stats(0), stats(1, { availability: 3 }), stats(2), stats(3)];
    expect(changedBlockStats(before, after)).toEqual([1, 3]);
    expect(changedBlockStats(after, before)).toEqual([1, 3]);
    expect(changedBlockStats(before, before.map((s) => ({ ...s })))).toEqual([]);
  });
});

describe('tiles touched by changed seats', () => {
  it('names the tile of each seat at a level (tile of 4 world units at level 0 with 4 px tiles)', () => {
    // Blocks are 5 units wide with 2 between: seat 0 is at (1, 1), seat 9 (block 1) at (9, 1).
    const ids = tilesTouchingSeats(geometry, [0, 9], 0.2, 0, 4);
    expect([...ids].sort()).toEqual(['0:0:0', '0:2:0']);
  });

  it('dirties both tiles when a seat straddles their edge', () => {
    // Seat 3 is at (4, 1): exactly on the edge between columns 0 and 1.
    expect([...tilesTouchingSeats(geometry, [3], 0.3, 0, 4)].sort()).toEqual(['0:0:0', '0:1:0']);
  });

  it('uses the tile size of the level (level 4 doubles the scale, halving world tiles)', () => {
    // At level 4 a 4 px tile spans 2 world units: seat 9 at (9, 1) is column 4, row 0.
    expect([...tilesTouchingSeats(geometry, [9], 0.1, 4, 4)]).toEqual(['4:4:0']);
  });

  it('gives block rectangles grown by a margin and skips unknown blocks', () => {
    const [r] = blockRects(geometry, [1, 99], 1);
    expect(blockRects(geometry, [1, 99])).toHaveLength(1);
    const bb = geometry.blocks[1]!.bbox;
    expect(r).toEqual({ minX: bb[0] - 1, minY: bb[1] - 1, maxX: bb[2] + 1, maxY: bb[3] + 1 });
  });
});
