/**
 * What is under the pointer, in world coordinates: rbush R-trees over seats and blocks (never
 * the canvas's hit regions). Seats get one R-tree per block (over runs of a row's seats: see
 * SeatRunFinder), built one block at a time in idle
 * time (a whole-venue tree is one long task: about 130 ms at 150k seats, four times that on a
 * slow phone); a block whose tree is not built yet is scanned instead, with the same answers.
 */
import { createBlockIndex, SeatRunFinder, type SeatIndex } from '../index/seat-index.js';
import { SeatScan, type BlockFinder } from '../model/hit-test.js';
import type { SeatMapGeometry } from '../model/types.js';
import type { Point } from '../model/viewport.js';

/** What the pointer is over. */
export type MapHit = { kind: 'seat'; seatIndex: number; blockIndex: number } | { kind: 'block'; blockIndex: number };

export class MapHitTester {
  private scan: SeatScan | null = null;
  /** Per block, its seats' R-tree (block-local ids) once built. */
  private seatTrees: (BlockFinder | null)[] = [];
  private built = 0;
  private blockIndex: SeatIndex | null = null;
  /** Running mean of one block tree's build (ms), to fit builds into idle slices. */
  private buildMs = 2;

  constructor(private geometry: SeatMapGeometry) {
    this.seatTrees = geometry.blocks.map(() => null);
  }

  /** A new venue: the indexes are rebuilt when next needed. */
  setGeometry(geometry: SeatMapGeometry): void {
    this.geometry = geometry;
    this.scan = null;
    this.seatTrees = geometry.blocks.map(() => null);
    this.built = 0;
    this.blockIndex = null;
  }

  /** Whether every block's seat tree exists. */
  get indexed(): boolean {
    return this.built === this.seatTrees.length;
  }

  /** Mean cost of building one block's tree (ms). */
  get buildCost(): number {
    return this.buildMs;
  }

  /**
   * The seat (when `seats` show) or block at world point `w`; `scale` is CSS px per world unit,
   * for a little slack (3 px) so small seats stay easy to hit with a finger or a mouse.
   */
  hitAt(w: Point, scale: number, seats: boolean): MapHit | null {
    const { geometry } = this;
    if (seats) {
      const scan = (this.scan ??= new SeatScan(geometry));
      let seat = scan.hitAt(w.x, w.y, 3 / scale, this.seatTrees);
      if (seat < 0) seat = scan.hitAt(w.x, w.y, geometry.seatRadius + 3 / scale, this.seatTrees);
      const blockIndex = seat >= 0 ? (geometry.blockIndex[seat] ?? -1) : -1;
      // Places of an open-seating area are not chosen one by one: the area is.
      if (seat >= 0 && !geometry.blocks[blockIndex]?.isOpenSeating) return { kind: 'seat', seatIndex: seat, blockIndex };
    }
    this.blockIndex ??= createBlockIndex(geometry);
    const block = this.blockIndex.hitAt(w.x, w.y);
    return block >= 0 ? { kind: 'block', blockIndex: block } : null;
  }

  /** Builds the next block's seat tree (one short step); false when all are built. */
  buildNext(): boolean {
    const b = this.seatTrees.indexOf(null);
    const block = this.geometry.blocks[b];
    if (!block) return false;
    const t0 = performance.now();
    const { x, y, blockIndex, row, seatRadius } = this.geometry;
    const s = block.seatStart;
    const e = block.seatEnd;
    // Subarrays share the venue's memory: the block's tree gets block-local ids for free.
    this.seatTrees[b] = new SeatRunFinder({ seatCount: e - s, x: x.subarray(s, e), y: y.subarray(s, e), blockIndex: blockIndex.subarray(s, e), row: row.subarray(s, e), seatRadius });
    this.built++;
    this.buildMs = this.buildMs * 0.7 + (performance.now() - t0) * 0.3;
    return true;
  }

  /** Builds every index now rather than over idle time. */
  warmUp(): void {
    while (this.buildNext());
    this.blockIndex ??= createBlockIndex(this.geometry);
  }
}
