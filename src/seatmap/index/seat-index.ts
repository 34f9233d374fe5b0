import RBush from 'rbush';
import { pointInPolygon } from '../model/hit-test.js';
import type { SeatMapGeometry } from '../model/types.js';

/** One indexed item: a dense integer id (seat position or block index) and its bounding box. */
export interface IndexEntry {
  id: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Exact test run on the R-tree's rough candidates: the squared distance from the point to the
 * item when the point hits it, or `Infinity` when it does not.
 */
export type ExactHit = (id: number, px: number, py: number) => number;

/**
 * The seat map's one spatial index (seats and blocks alike): an rbush R-tree over bounding boxes
 * with ids, plus an exact geometry test for picking. Hit tests never go through Konva.
 */
export class SeatIndex {
  private readonly tree: RBush<IndexEntry>;
  /** Entries by id (ids are dense), so upsert and remove find the stored object in O(1). */
  private readonly entries: (IndexEntry | undefined)[] = [];
  private count = 0;

  constructor(
    private readonly exact: ExactHit,
    maxEntries = 16,
  ) {
    this.tree = new RBush<IndexEntry>(maxEntries);
  }

  get size(): number {
    return this.count;
  }

  /** Replaces the content with `entries` using rbush's bulk load (much faster than inserts). */
  load(entries: readonly IndexEntry[]): this {
    this.tree.clear();
    this.entries.length = 0;
    this.count = 0;
    for (const entry of entries) {
      if (this.entries[entry.id] === undefined) this.count++;
      this.entries[entry.id] = entry;
    }
    this.tree.load(this.entries.filter((e): e is IndexEntry => e !== undefined));
    return this;
  }

  /** Inserts an item or moves it to a new box. */
  upsert(entry: IndexEntry): this {
    const previous = this.entries[entry.id];
    if (previous) this.tree.remove(previous);
    else this.count++;
    const stored = { ...entry };
    this.entries[entry.id] = stored;
    this.tree.insert(stored);
    return this;
  }

  /** Removes an item; unknown ids are ignored. Returns whether something was removed. */
  remove(id: number): boolean {
    const previous = this.entries[id];
    if (!previous) return false;
    this.tree.remove(previous);
    this.entries[id] = undefined;
    this.count--;
    return true;
  }

  /** Ids whose boxes intersect the rectangle (for culling and rubber-band selection). */
  search(minX: number, minY: number, maxX: number, maxY: number): number[] {
    return this.tree.search({ minX, minY, maxX, maxY }).map((entry) => entry.id);
  }

  /**
   * The item at a point: an R-tree pass over boxes within `tolerance` of the point, then the exact
   * test; the closest exact hit wins (ties to the lowest id). -1 when nothing is hit.
   */
  hitAt(px: number, py: number, tolerance = 0): number {
    const candidates = this.tree.search({ minX: px - tolerance, minY: py - tolerance, maxX: px + tolerance, maxY: py + tolerance });
    let best = -1;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const distance = this.exact(candidate.id, px, py);
      if (distance < bestDistance || (distance === bestDistance && distance !== Infinity && candidate.id < best)) {
        best = candidate.id;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/** Index of every seat: ids are seat positions, boxes the seat discs, exact test the disc. */
export function createSeatIndex(geometry: Pick<SeatMapGeometry, 'seatCount' | 'x' | 'y' | 'seatRadius'>): SeatIndex {
  const { x, y, seatRadius: r } = geometry;
  const r2 = r * r;
  const index = new SeatIndex((id, px, py) => {
    const dx = px - x[id]!;
    const dy = py - y[id]!;
    const d = dx * dx + dy * dy;
    return d <= r2 ? d : Infinity;
  });
  const entries: IndexEntry[] = new Array(geometry.seatCount);
  for (let i = 0; i < geometry.seatCount; i++) {
    entries[i] = { id: i, minX: x[i]! - r, minY: y[i]! - r, maxX: x[i]! + r, maxY: y[i]! + r };
  }
  return index.load(entries);
}

/** Index of blocks: ids are block indexes, boxes their contours' boxes, exact test the polygon. */
export function createBlockIndex(geometry: Pick<SeatMapGeometry, 'blocks'>): SeatIndex {
  const { blocks } = geometry;
  const index = new SeatIndex((id, px, py) => {
    const block = blocks[id];
    if (!block || !pointInPolygon(block.contour, px, py)) return Infinity;
    // Nested or overlapping contours: the block whose centre is nearest wins.
    return (px - block.centroid[0]) ** 2 + (py - block.centroid[1]) ** 2;
  }, 9);
  return index.load(
    blocks.map((block, id) => ({ id, minX: block.bbox[0], minY: block.bbox[1], maxX: block.bbox[2], maxY: block.bbox[3] })),
  );
}
