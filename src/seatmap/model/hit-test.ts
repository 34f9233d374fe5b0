/**
 * Exact hit tests, run after the R-tree has narrowed the candidates. World coordinates.
 */

/** True when (px, py) lies within `radius` of the seat centre (cx, cy); the edge counts as a hit. */
export function seatContains(cx: number, cy: number, radius: number, px: number, py: number): boolean {
  const dx = px - cx;
  const dy = py - cy;
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * Of the candidate seat positions, the one whose centre is closest to (px, py) within `radius`,
 * or -1. Ties go to the lowest position so the answer does not depend on candidate order.
 */
export function closestSeat(
  x: Float32Array,
  y: Float32Array,
  candidates: ArrayLike<number>,
  px: number,
  py: number,
  radius: number,
): number {
  let best = -1;
  let bestDistance = radius * radius;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k]!;
    const dx = px - x[i]!;
    const dy = py - y[i]!;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance || (distance === bestDistance && (best === -1 || i < best))) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Even-odd point-in-polygon test over a flat `[x0, y0, x1, y1, ...]` closed contour (last point
 * not repeated). Points exactly on an edge may fall either side; block contours do not share
 * seats, so that never decides a pick.
 */
export function pointInPolygon(contour: ArrayLike<number>, px: number, py: number): boolean {
  const n = contour.length >> 1;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = contour[2 * i]!;
    const yi = contour[2 * i + 1]!;
    const xj = contour[2 * j]!;
    const yj = contour[2 * j + 1]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A seat finder over one block's seats: the closest within the tolerance, as a block-local position, or -1. */
export interface BlockFinder {
  hitAt(px: number, py: number, tolerance: number): number;
}

/** The geometry a seat scan reads. */
export interface ScanGeometry {
  x: Float32Array;
  y: Float32Array;
  seatRadius: number;
  blocks: readonly { seatStart: number; seatEnd: number }[];
}

/**
 * Seat hit test by block: the blocks whose seat box is near the point are asked for their closest
 * seat, through the block's own finder (an R-tree) when it has one, else by scanning its seats
 * (seats of a block are contiguous). It answers exactly as one R-tree over all seats does (the
 * closest seat whose disc grown by `tolerance` holds the point, ties to the lowest position), so
 * the map can hit-test while per-block indexes are still being built; the setup is one pass.
 */
export class SeatScan {
  /** Per block: minX, minY, maxX, maxY of its seat centres. */
  private readonly boxes: Float32Array;

  constructor(private readonly geometry: ScanGeometry) {
    const { x, y, blocks } = geometry;
    this.boxes = new Float32Array(blocks.length * 4);
    blocks.forEach((block, b) => {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let i = block.seatStart; i < block.seatEnd; i++) {
        const sx = x[i]!;
        const sy = y[i]!;
        if (sx < minX) minX = sx;
        if (sx > maxX) maxX = sx;
        if (sy < minY) minY = sy;
        if (sy > maxY) maxY = sy;
      }
      this.boxes.set([minX, minY, maxX, maxY], b * 4);
    });
  }

  /** The seat at (px, py) within `tolerance` beyond its radius, or -1; `finders[b]` answers for block b when set. */
  hitAt(px: number, py: number, tolerance = 0, finders?: readonly (BlockFinder | null)[]): number {
    const { x, y, seatRadius, blocks } = this.geometry;
    const reach = seatRadius + tolerance;
    const limit = reach * reach;
    const boxes = this.boxes;
    let best = -1;
    let bestDistance = Infinity;
    for (let b = 0; b < blocks.length; b++) {
      const o = b * 4;
      if (px < boxes[o]! - reach || px > boxes[o + 2]! + reach || py < boxes[o + 1]! - reach || py > boxes[o + 3]! + reach) continue;
      const block = blocks[b]!;
      const finder = finders?.[b];
      if (finder) {
        const local = finder.hitAt(px, py, tolerance);
        if (local < 0) continue;
        const i = block.seatStart + local;
        const dx = px - x[i]!;
        const dy = py - y[i]!;
        const d = dx * dx + dy * dy;
        if (d < bestDistance || (d === bestDistance && i < best)) {
          best = i;
          bestDistance = d;
        }
        continue;
      }
      for (let i = block.seatStart; i < block.seatEnd; i++) {
        const dx = px - x[i]!;
        const dy = py - y[i]!;
        const d = dx * dx + dy * dy;
        if (d <= limit && (d < bestDistance || (d === bestDistance && i < best))) {
          best = i;
          bestDistance = d;
        }
      }
    }
    return best;
  }
}
