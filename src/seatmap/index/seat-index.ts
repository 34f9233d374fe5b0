import RBush from 'rbush';
import { pointInPolygon, type BlockFinder } from '../model/hit-test.js';
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
 * item when the point hits it (allowing `tolerance` world units of slop where the shape has a
 * size, e.g. for fingers), or `Infinity` when it does not.
 */
export type ExactHit = (id: number, px: number, py: number, tolerance: number) => number;

/** rbush's internal node layout, so an ordered bulk load can hand it a ready-made tree. */
interface TreeNode {
  children: (TreeNode | IndexEntry)[];
  height: number;
  leaf: boolean;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The seat map's one spatial index (seats and blocks alike): an rbush R-tree over bounding boxes
 * with ids, plus an exact geometry test for picking. Hit tests never go through Konva.
 */
export class SeatIndex {
  private readonly tree: RBush<IndexEntry>;
  /** Entries by id (ids are dense), so upsert and remove find the stored object in O(1). */
  private readonly entries: (IndexEntry | undefined)[] = [];
  private count = 0;
  /** Reused traversal stack of `hitAt`. */
  private readonly stack: TreeNode[] = [];

  constructor(
    private readonly exact: ExactHit,
    private readonly maxEntries = 16,
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

  /**
   * Bulk load for entries already in spatial order (seats by block, row, column). Leaves are cut
   * from runs of consecutive entries, never across a `sameRun` break (a row end), in O(n) with no
   * sorting; only the ~n/16 leaves go through rbush's sorting bulk load for the upper levels.
   * rbush's own `load` sorts all n entries and costs several times more at 150k seats. The
   * result is an ordinary rbush tree: upsert, remove and search work unchanged.
   */
  loadOrdered(entries: readonly IndexEntry[], sameRun: (a: IndexEntry, b: IndexEntry) => boolean = () => true): this {
    this.entries.length = 0;
    this.count = 0;
    for (const entry of entries) {
      if (this.entries[entry.id] === undefined) this.count++;
      this.entries[entry.id] = entry;
    }
    const unique = this.count === entries.length ? entries : this.entries.filter((e): e is IndexEntry => e !== undefined);
    const m = this.maxEntries;
    const leaves: TreeNode[] = [];
    let runStart = 0;
    for (let i = 1; i <= unique.length; i++) {
      if (i < unique.length && sameRun(unique[i - 1]!, unique[i]!)) continue;
      // Split the run into equal chunks rather than m, m, ..., remainder: no sliver leaves.
      const length = i - runStart;
      const chunks = Math.ceil(length / m);
      for (let c = 0; c < chunks; c++) {
        const from = runStart + Math.floor((c * length) / chunks);
        const to = runStart + Math.floor(((c + 1) * length) / chunks);
        leaves.push(packNode(unique.slice(from, to), 1, true));
      }
      runStart = i;
    }
    if (leaves.length === 0) {
      this.tree.clear();
      return this;
    }
    // rbush packs the leaves as if they were items; lifting every node one level turns its
    // leaves (whose children are our leaves) into internal nodes.
    const upper = new RBush<TreeNode>(m).load(leaves).toJSON() as TreeNode;
    const lift = (node: TreeNode): void => {
      node.height += 1;
      if (node.leaf) node.leaf = false;
      else for (const child of node.children) lift(child as TreeNode);
    };
    lift(upper);
    this.tree.fromJSON(upper);
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
    // The rough pass only needs to reach boxes within the tolerance; the exact test decides.
    // It walks rbush's nodes directly: no result array per pointer move, so no GC pauses.
    const minX = px - tolerance;
    const minY = py - tolerance;
    const maxX = px + tolerance;
    const maxY = py + tolerance;
    const stack = this.stack;
    let best = -1;
    let bestDistance = Infinity;
    let node: TreeNode | undefined = this.tree.toJSON() as TreeNode;
    while (node) {
      const { children, leaf } = node;
      for (let c = 0; c < children.length; c++) {
        const child = children[c]!;
        if (child.minX > maxX || child.maxX < minX || child.minY > maxY || child.maxY < minY) continue;
        if (!leaf) {
          stack.push(child as TreeNode);
          continue;
        }
        const id = (child as IndexEntry).id;
        const distance = this.exact(id, px, py, tolerance);
        if (distance < bestDistance || (distance === bestDistance && distance !== Infinity && id < best)) {
          best = id;
          bestDistance = distance;
        }
      }
      node = stack.pop();
    }
    return best;
  }
}

function packNode(children: (TreeNode | IndexEntry)[], height: number, leaf: boolean): TreeNode {
  const node: TreeNode = { children, height, leaf, minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const child of children) {
    if (child.minX < node.minX) node.minX = child.minX;
    if (child.minY < node.minY) node.minY = child.minY;
    if (child.maxX > node.maxX) node.maxX = child.maxX;
    if (child.maxY > node.maxY) node.maxY = child.maxY;
  }
  return node;
}

/**
 * Index of every seat: ids are seat positions, boxes the seat discs, exact test the disc grown
 * by the tolerance. Built with `loadOrdered`, one run per row: geometry order is already
 * spatially coherent.
 */
export function createSeatIndex(
  geometry: Pick<SeatMapGeometry, 'seatCount' | 'x' | 'y' | 'seatRadius' | 'blockIndex' | 'row'>,
): SeatIndex {
  const { x, y, seatRadius: r, blockIndex, row } = geometry;
  const index = new SeatIndex((id, px, py, tolerance) => {
    const dx = px - x[id]!;
    const dy = py - y[id]!;
    const d = dx * dx + dy * dy;
    const reach = r + tolerance;
    return d <= reach * reach ? d : Infinity;
  });
  const entries: IndexEntry[] = new Array(geometry.seatCount);
  for (let i = 0; i < geometry.seatCount; i++) {
    entries[i] = { id: i, minX: x[i]! - r, minY: y[i]! - r, maxX: x[i]! + r, maxY: y[i]! + r };
  }
  return index.loadOrdered(entries, (a, b) => blockIndex[a.id] === blockIndex[b.id] && row[a.id] === row[b.id]);
}

/** A run of the seat finder: at most this many consecutive seats of one row. */
const RUN_SEATS = 8;

/**
 * The seat at a point among one block's seats, through an R-tree over runs of up to eight
 * consecutive seats of a row rather than over single seats: an eighth of the tree's objects for
 * a scan of at most eight seats per candidate run. The seat-level trees of a 150k venue held about
 * 150,000 objects (13 MB allocated in idle time), which every major garbage collection then marks:
 * on a slow phone such a pause is a long task while the fan pans.
 */
export class SeatRunFinder implements BlockFinder {
  private readonly index: SeatIndex;
  /** Run r holds the seats `runStart[r]` to `runStart[r + 1] - 1`. */
  private readonly runStart: Uint32Array;

  constructor(private readonly geometry: Pick<SeatMapGeometry, 'seatCount' | 'x' | 'y' | 'seatRadius' | 'blockIndex' | 'row'>) {
    const { seatCount: n, x, y, seatRadius: r, blockIndex, row } = geometry;
    const starts: number[] = [];
    for (let i = 0, length = 0; i < n; i++, length++) {
      if (i === 0 || length === RUN_SEATS || blockIndex[i] !== blockIndex[i - 1] || row[i] !== row[i - 1]) {
        starts.push(i);
        length = 0;
      }
    }
    starts.push(n);
    this.runStart = Uint32Array.from(starts);
    const entries: IndexEntry[] = [];
    for (let run = 0; run + 1 < starts.length; run++) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let i = starts[run]!; i < starts[run + 1]!; i++) {
        minX = Math.min(minX, x[i]!);
        minY = Math.min(minY, y[i]!);
        maxX = Math.max(maxX, x[i]!);
        maxY = Math.max(maxY, y[i]!);
      }
      entries.push({ id: run, minX: minX - r, minY: minY - r, maxX: maxX + r, maxY: maxY + r });
    }
    this.index = new SeatIndex((run, px, py, tolerance) => {
      const seat = this.closestIn(run, px, py, tolerance);
      return seat < 0 ? Infinity : (px - x[seat]!) ** 2 + (py - y[seat]!) ** 2;
    }).load(entries);
  }

  /** How many runs the tree holds. */
  get runs(): number {
    return this.runStart.length - 1;
  }

  /** The closest seat within `tolerance` beyond its radius (the lowest position on a tie), or -1. */
  hitAt(px: number, py: number, tolerance = 0): number {
    const run = this.index.hitAt(px, py, tolerance);
    return run < 0 ? -1 : this.closestIn(run, px, py, tolerance);
  }

  private closestIn(run: number, px: number, py: number, tolerance: number): number {
    const { x, y, seatRadius } = this.geometry;
    const reach = seatRadius + tolerance;
    let best = -1;
    let bestDistance = reach * reach;
    for (let i = this.runStart[run]!, end = this.runStart[run + 1]!; i < end; i++) {
      const d = (px - x[i]!) ** 2 + (py - y[i]!) ** 2;
      if (d < bestDistance || (d === bestDistance && best < 0)) {
        best = i;
        bestDistance = d;
      }
    }
    return best;
  }
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
