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
