/**
 * What is under the pointer, in world coordinates: rbush R-trees over seats and blocks (never
 * Konva's or the canvas's hit regions). Until the seat R-tree is built (one long step, left to a
 * long idle period), seats are found by scanning the blocks near the point, with the same answers.
 */
import { createBlockIndex, createSeatIndex, type SeatIndex } from '../index/seat-index.js';
import { SeatScan } from '../model/hit-test.js';
import type { SeatMapGeometry } from '../model/types.js';
import type { Point } from '../model/viewport.js';

/** What the pointer is over. */
export type MapHit = { kind: 'seat'; seatIndex: number; blockIndex: number } | { kind: 'block'; blockIndex: number };

export class MapHitTester {
  private seatIndex: SeatIndex | null = null;
  private seatScan: SeatScan | null = null;
  private blockIndex: SeatIndex | null = null;

  constructor(private geometry: SeatMapGeometry) {}

  /** A new venue: the indexes are rebuilt when next needed. */
  setGeometry(geometry: SeatMapGeometry): void {
    this.geometry = geometry;
    this.seatIndex = null;
    this.seatScan = null;
    this.blockIndex = null;
  }

  /** Whether the seat R-tree exists yet. */
  get indexed(): boolean {
    return this.seatIndex !== null;
  }

  /**
   * The seat (when `seats` show) or block at world point `w`; `scale` is CSS px per world unit,
   * for a little slack (3 px) so small seats stay easy to hit with a finger or a mouse.
   */
  hitAt(w: Point, scale: number, seats: boolean): MapHit | null {
    const { geometry } = this;
    if (seats) {
      const finder = this.seatIndex ?? (this.seatScan ??= new SeatScan(geometry));
      const seat = finder.hitAt(w.x, w.y, 3 / scale);
      if (seat >= 0) return { kind: 'seat', seatIndex: seat, blockIndex: geometry.blockIndex[seat] ?? -1 };
      const near = finder.hitAt(w.x, w.y, geometry.seatRadius + 3 / scale);
      if (near >= 0) return { kind: 'seat', seatIndex: near, blockIndex: geometry.blockIndex[near] ?? -1 };
    }
    this.blockIndex ??= createBlockIndex(geometry);
    const block = this.blockIndex.hitAt(w.x, w.y);
    return block >= 0 ? { kind: 'block', blockIndex: block } : null;
  }

  /** Builds the indexes now rather than on the first hover. */
  warmUp(): void {
    this.seatIndex ??= createSeatIndex(this.geometry);
    this.blockIndex ??= createBlockIndex(this.geometry);
  }
}
