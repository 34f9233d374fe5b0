/**
 * Candidate centres for the row arc model's encoder (`row-arc-fit.ts`): least-squares circles
 * through one row, one block's rows or all the venue's rows. The rounding of the stored seats
 * leaves them off the true centre (a block's alone by up to decimetres, since a short arc's
 * curvature is all that fixes it towards the rows; the venue's by millimetres), so each row's arc
 * is then searched about every candidate and the cheapest kept.
 */

/** Least-squares circle (Kåsa) through the points; null when they are (nearly) on a line. */
export function circleThrough(qx: Int32Array, qy: Int32Array, start: number, end: number): [number, number] | null {
  const n = end - start;
  let mx = 0;
  let my = 0;
  for (let i = start; i < end; i++) [mx, my] = [mx + qx[i]! / n, my + qy[i]! / n];
  let [suu, svv, suv, suuu, svvv, suvv, svuu] = [0, 0, 0, 0, 0, 0, 0];
  for (let i = start; i < end; i++) {
    const [u, v] = [qx[i]! - mx, qy[i]! - my];
    suu += u * u;
    svv += v * v;
    suv += u * v;
    suuu += u * u * u;
    svvv += v * v * v;
    suvv += u * v * v;
    svuu += v * u * u;
  }
  const det = suu * svv - suv * suv;
  if (!(Math.abs(det) > 1e-9 * (suu + svv) ** 2)) return null;
  const [bu, bv] = [(suuu + suvv) / 2, (svvv + svuu) / 2];
  return [mx + (bu * svv - bv * suv) / det, my + (bv * suu - bu * suv) / det];
}

/**
 * The centre that the rows `runs[r]` (r listed in `rows`) are concentric about, by least squares
 * (each row a circle x² + y² + Dx + Ey + F = 0 with its own F, the same D and E). Null when the
 * rows are (nearly) straight and parallel. Within one block it is uncertain towards the rows (a
 * short arc's curvature is all that fixes it); rows of several blocks facing different ways fix
 * it well.
 */
export function concentricCentre(qx: Int32Array, qy: Int32Array, runs: Int32Array, rows: Iterable<number>): [number, number] | null {
  let origin: [number, number] | null = null;
  let [sxx, syy, sxy, sxw, syw] = [0, 0, 0, 0, 0];
  for (const r of rows) {
    const [start, end] = [runs[r]!, runs[r + 1]!];
    if (end - start < 3) continue;
    origin ??= [qx[start]!, qy[start]!];
    const [ox, oy] = origin;
    let [mx, my, mw] = [0, 0, 0];
    for (let i = start; i < end; i++) {
      const [x, y] = [qx[i]! - ox, qy[i]! - oy];
      [mx, my, mw] = [mx + x, my + y, mw + x * x + y * y];
    }
    [mx, my, mw] = [mx / (end - start), my / (end - start), mw / (end - start)];
    for (let i = start; i < end; i++) {
      const [x, y] = [qx[i]! - ox, qy[i]! - oy];
      const [u, v, w] = [x - mx, y - my, x * x + y * y - mw];
      sxx += u * u;
      syy += v * v;
      sxy += u * v;
      sxw += u * w;
      syw += v * w;
    }
  }
  const det = sxx * syy - sxy * sxy;
  if (!origin || !(Math.abs(det) > 1e-9 * (sxx + syy) ** 2)) return null;
  const d = -(sxw * syy - syw * sxy) / det;
  const e = -(syw * sxx - sxw * sxy) / det;
  return [origin[0] - d / 2, origin[1] - e / 2];
}

/**
 * One centre for the whole venue, when its rows share one (a horseshoe's, a theatre's): the
 * concentric centre of every row, then again of the rows that are round about it (straight rows
 * and rows about other centres dropped).
 */
export function venueCentre(qx: Int32Array, qy: Int32Array, runs: Int32Array): [number, number] | null {
  let rows = Array.from({ length: runs.length - 1 }, (_, r) => r);
  let centre: [number, number] | null = null;
  for (let pass = 0; pass < 3; pass++) {
    centre = concentricCentre(qx, qy, runs, rows);
    if (!centre) return null;
    const [cx, cy] = centre;
    rows = rows.filter((r) => {
      let [sum, squares] = [0, 0];
      const n = runs[r + 1]! - runs[r]!;
      for (let i = runs[r]!; i < runs[r + 1]!; i++) {
        const d = Math.hypot(qx[i]! - cx, qy[i]! - cy);
        [sum, squares] = [sum + d, squares + d * d];
      }
      return n >= 3 && squares / n - (sum / n) ** 2 < (sum / n / 100) ** 2;
    });
  }
  return centre;
}
