/**
 * Which squares of a grid a block's outline crosses. A hovered or focused block is outlined on
 * small pictures, one per square the outline passes through, rather than one picture as large as
 * the block: a standing floor that fills the view made a six-million-pixel picture at DPR 2 for a
 * line a few pixels wide, redrawn and copied to the compositor at every zoom step.
 */

/** A box in screen pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** World to screen: x * scale + x0. */
export interface ScreenTransform {
  scale: number;
  x: number;
  y: number;
}

/**
 * The squares of side `cell`, tiling `box` from its top-left corner (the last ones cut at its
 * edges), that the closed polygon `contour` (world x, y pairs) comes within `reach` of on screen.
 */
export function outlineCells(contour: Float32Array, toScreen: ScreenTransform, box: ScreenBox, cell: number, reach: number): ScreenBox[] {
  const cols = Math.ceil((box.right - box.left) / cell);
  const rows = Math.ceil((box.bottom - box.top) / cell);
  const points = contour.length / 2;
  if (cols <= 0 || rows <= 0 || points < 2) return [];
  const crossed = new Uint8Array(cols * rows);
  const sx = (k: number): number => contour[2 * k]! * toScreen.scale + toScreen.x - box.left;
  const sy = (k: number): number => contour[2 * k + 1]! * toScreen.scale + toScreen.y - box.top;
  for (let k = 0; k < points; k++) {
    const next = (k + 1) % points;
    const ax = sx(k);
    const ay = sy(k);
    const bx = sx(next);
    const by = sy(next);
    const c0 = Math.max(0, Math.floor((Math.min(ax, bx) - reach) / cell));
    const c1 = Math.min(cols - 1, Math.floor((Math.max(ax, bx) + reach) / cell));
    const r0 = Math.max(0, Math.floor((Math.min(ay, by) - reach) / cell));
    const r1 = Math.min(rows - 1, Math.floor((Math.max(ay, by) + reach) / cell));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        if (crossed[r * cols + c] === 1) continue;
        if (segmentMeetsBox(ax, ay, bx, by, c * cell - reach, r * cell - reach, (c + 1) * cell + reach, (r + 1) * cell + reach)) crossed[r * cols + c] = 1;
      }
    }
  }
  const cells: ScreenBox[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (crossed[r * cols + c] !== 1) continue;
      cells.push({
        left: box.left + c * cell,
        top: box.top + r * cell,
        right: Math.min(box.right, box.left + (c + 1) * cell),
        bottom: Math.min(box.bottom, box.top + (r + 1) * cell),
      });
    }
  }
  return cells;
}

/** Whether segment a-b meets the box [x0, x1] x [y0, y1] (Liang-Barsky clipping). */
function segmentMeetsBox(ax: number, ay: number, bx: number, by: number, x0: number, y0: number, x1: number, y1: number): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const edges: [number, number][] = [[-dx, ax - x0], [dx, x1 - ax], [-dy, ay - y0], [dy, y1 - ay]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return true;
}
