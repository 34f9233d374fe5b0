import { ARC_PARAMS, arcSeats, FINE } from './row-arcs.js';
import type { ArcPredictor } from './row-arcs.js';
import { circleThrough } from './row-arc-centres.js';

/**
 * The encoder's side of the row arc model: the integer arc parameters that reproduce a row's
 * stored seats best for the fewest bits. The stored seats are the true ones rounded to a grid, so
 * the true arc passes through every seat's rounding square: a least-squares circle, which treats
 * the rounding as noise, lands about a millimetre off and misses one seat in ten, while the arc
 * that keeps the widest margin inside all the squares (`intervalArc`) misses almost none. The
 * centre is the hard part (a short arc's curvature barely fixes it), so candidates are the
 * previous row's, the one all the venue's rows are concentric about, the block's and the row's
 * own; a last search over the integer parameters weighs the residuals against the parameters'
 * differences from their prediction.
 */

const [GRID, CX, CY, RADIUS, MIDDLE, SPACING] = [0, 1, 2, 3, 4, 5];
const INT32 = 2 ** 31;
/** Parameters the search moves, and the step sizes it tries (large first). */
const SEARCHED = [RADIUS, MIDDLE, SPACING];
const STEPS = [64, 8, 1];

const residualBits = (value: number) => (value === 0 ? 0.3 : 3 + 2 * Math.log2(Math.abs(value) + 1));
const parameterBits = (difference: number) => (difference === 0 ? 0.2 : 8 + 1.5 * Math.log2(Math.abs(difference) + 1));

/**
 * 1, or less for the venue's first arc row: its parameters have no prediction and cost a lot,
 * but the rows after it reuse them, so judged alone it would never be taken. A half: at a tenth
 * the arena took six of a corner block's rows as arcs that were not worth it (+0.4 KiB), and the
 * 50k horseshoe was 11.2 KiB against 10.2.
 */
let parameterWeight = 1;

/** Seats the last `cost` did not put exactly on their stored place. */
let misses = 0;

/** Scratch arrays, grown to the longest row. */
let seatsX = new Int32Array(64);
let seatsY = new Int32Array(64);

function cost(params: Int32Array, predicted: Int32Array, qx: Int32Array, qy: Int32Array, start: number, end: number): number {
  const n = end - start;
  if (seatsX.length < n) [seatsX, seatsY] = [new Int32Array(n * 2), new Int32Array(n * 2)];
  if (!arcSeats(params, 0, n, seatsX, seatsY, 0)) return Infinity;
  const grid = params[GRID]!;
  let bits = 0;
  for (let j = 0; j < ARC_PARAMS; j++) bits += parameterBits((params[j]! - predicted[j]!) | 0) * parameterWeight;
  misses = 0;
  for (let k = 0; k < n; k++) {
    const [dx, dy] = [qx[start + k]! / grid - seatsX[k]!, qy[start + k]! / grid - seatsY[k]!];
    if (dx !== 0 || dy !== 0) misses++;
    bits += residualBits(dx) + residualBits(dy);
  }
  return bits;
}

/** The cost of an arc row of `n` seats whose residuals and parameter differences are all 0. */
export const lowestBits = (n: number, weight = 1) => 2 * n * residualBits(0) + ARC_PARAMS * parameterBits(0) * weight;

/** A float arc: centre, radius (quanta), middle direction (radians), spacing (quanta). */
type FloatArc = [number, number, number, number, number];

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** Radii tried between the smallest and largest circle that crosses every seat's square. */
const RADII = 5;

/** Scratch intervals of the seats' positions along the arc, grown to the longest row. */
let low = new Float64Array(64);
let high = new Float64Array(64);
let angles = new Float64Array(64);

/**
 * How far the seats' allowed arc positions leave room for evenly spaced seats: for spacing
 * `spacing`, the width of the range of arc positions of the middle that puts every seat inside
 * its interval (negative when none does), and that range's centre.
 */
function room(n: number, spacing: number): { width: number; middle: number } {
  const middleIndex = (n - 1) / 2;
  let top = Infinity;
  let bottom = -Infinity;
  for (let k = 0; k < n; k++) {
    const shift = (k - middleIndex) * spacing;
    top = Math.min(top, high[k]! - shift);
    bottom = Math.max(bottom, low[k]! - shift);
  }
  return { width: top - bottom, middle: (top + bottom) / 2 };
}

/**
 * The arc round a given centre that keeps every seat of the row inside the square of points that
 * round to it, with the widest margin this search finds. The radius comes from the seats'
 * distances (the circle must cross every square); for a radius, each seat allows an interval of
 * positions along the arc, and the spacing and middle are the even spacing that fits all of those
 * intervals best (the room left is concave in the spacing, so a ternary search finds its peak).
 */
export function intervalArc(qx: Int32Array, qy: Int32Array, start: number, n: number, grid: number, cx: number, cy: number): { arc: FloatArc; width: number } | null {
  if (low.length < n) [low, high] = [new Float64Array(n * 2), new Float64Array(n * 2)];
  const half = grid / 2;
  let inner = -Infinity;
  let outer = Infinity;
  let sum = 0;
  for (let i = start; i < start + n; i++) {
    const [dx, dy] = [qx[i]! - cx, qy[i]! - cy];
    const [nearX, nearY] = [Math.max(0, Math.abs(dx) - half), Math.max(0, Math.abs(dy) - half)];
    inner = Math.max(inner, Math.hypot(nearX, nearY));
    outer = Math.min(outer, Math.hypot(Math.abs(dx) + half, Math.abs(dy) + half));
    sum += Math.hypot(dx, dy);
  }
  if (!(sum > 0)) return null;
  const radii = inner <= outer ? Array.from({ length: RADII }, (_, j) => inner + ((outer - inner) * (j + 0.5)) / RADII) : [sum / n];
  // The seats' angles round the centre, unwrapped along the row (the same for every radius).
  if (angles.length < n) angles = new Float64Array(n * 2);
  let previous = Math.atan2(qy[start]! - cy, qx[start]! - cx);
  for (let k = 0; k < n; k++) {
    let angle = Math.atan2(qy[start + k]! - cy, qx[start + k]! - cx);
    while (angle - previous > Math.PI) angle -= 2 * Math.PI;
    while (angle - previous < -Math.PI) angle += 2 * Math.PI;
    angles[k] = previous = angle;
  }
  let best: { arc: FloatArc; width: number } | null = null;
  for (const radius of radii) {
    for (let k = 0; k < n; k++) {
      const angle = angles[k]!;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      // Along the tangent (-sin, cos) from the circle's point at the seat's angle, the stretch
      // inside the seat's square: the intersection of the stretches within half a step on x and on y.
      let from = -Infinity;
      let to = Infinity;
      const offX = cx + radius * cos - qx[start + k]!;
      if (Math.abs(sin) < 1e-12) {
        if (Math.abs(offX) >= half) from = Infinity;
      } else {
        const [a, b] = [(offX - half) / sin, (offX + half) / sin];
        from = Math.min(a, b);
        to = Math.max(a, b);
      }
      const offY = cy + radius * sin - qy[start + k]!;
      if (Math.abs(cos) < 1e-12) {
        if (Math.abs(offY) >= half) from = Infinity;
      } else {
        const [a, b] = [(-half - offY) / cos, (half - offY) / cos];
        from = Math.max(from, Math.min(a, b));
        to = Math.min(to, Math.max(a, b));
      }
      // A seat the circle misses gets its own point, so it pulls the fit without blocking it.
      if (!(from <= to)) from = to = 0;
      low[k] = radius * angle + from;
      high[k] = radius * angle + to;
    }
    const guess = n > 1 ? (low[n - 1]! + high[n - 1]! - low[0]! - high[0]!) / 2 / (n - 1) : 0;
    // Golden-section search: one new spacing tried a step.
    let [left, right] = [guess - grid, guess + grid];
    let [m1, m2] = [right - GOLDEN * (right - left), left + GOLDEN * (right - left)];
    let [w1, w2] = [room(n, m1).width, room(n, m2).width];
    for (let iteration = 0; iteration < 36; iteration++) {
      if (w1 < w2) {
        [left, m1, w1] = [m1, m2, w2];
        m2 = left + GOLDEN * (right - left);
        w2 = room(n, m2).width;
      } else {
        [right, m2, w2] = [m2, m1, w1];
        m1 = right - GOLDEN * (right - left);
        w1 = room(n, m1).width;
      }
    }
    const spacing = (left + right) / 2;
    const { width, middle } = room(n, spacing);
    if (!best || width > best.width) best = { arc: [cx, cy, radius, middle / radius, spacing], width };
  }
  return best;
}

/** The row's arc parameters and their estimated cost in bits, or null when no arc fits. */
export function fitArc(qx: Int32Array, qy: Int32Array, start: number, end: number, grid: number, predictor: ArcPredictor, block: number, known: ([number, number] | null)[]): { params: Int32Array; bits: number } | null {
  const n = end - start;
  const predicted = predictor.predict(block).slice();
  parameterWeight = predictor.isFresh ? 0.5 : 1;
  // Concentric rows: the predicted centre (kept exactly, so it costs nothing), the venue's and block's, the row's own.
  const centres: [number, number, boolean][] = [];
  if (predicted[RADIUS]! > 0) centres.push([predicted[CX]! / FINE, predicted[CY]! / FINE, true]);
  for (const centre of known) if (centre) centres.push([centre[0], centre[1], false]);
  const own = circleThrough(qx, qy, start, end);
  if (own) centres.push([own[0], own[1], false]);
  // The best an arc can do: every residual and parameter difference 0. The prediction often is it.
  const ideal = lowestBits(n, parameterWeight);
  const asPredicted = predicted[GRID] === grid ? cost(predicted, predicted, qx, qy, start, end) : Infinity;
  if (asPredicted <= ideal) return { params: predicted, bits: asPredicted };
  let best: { params: Int32Array; bits: number } | null = null;
  for (const [cx, cy, isPredicted] of centres) {
    if (best && best.bits <= ideal) break;
    const fit = intervalArc(qx, qy, start, n, grid, cx, cy);
    if (!fit) continue;
    const [, , radius, middle, spacing] = fit.arc;
    // The middle as an Int32 angle: a full turn wraps round.
    const turn = middle / (2 * Math.PI);
    const fitted = [grid, cx * FINE, cy * FINE, radius * FINE, (turn - Math.round(turn)) * 2 ** 32, spacing * FINE].map(Math.round);
    fitted[MIDDLE] = fitted[MIDDLE]! | 0;
    if (!fitted.every((v) => Math.abs(v) < INT32) || fitted[RADIUS]! < 1 || Math.abs((spacing / radius) * (n - 1)) > 7) continue;
    if (isPredicted) [fitted[CX], fitted[CY]] = [predicted[CX]!, predicted[CY]!];
    const candidate = polish(Int32Array.from(fitted), predicted, qx, qy, start, end);
    if (!best || candidate.bits < best.bits) best = candidate;
    // Another centre costs its difference from the predicted one: only worth it if this one misses seats.
    if (isPredicted && (cost(candidate.params, predicted, qx, qy, start, end), misses === 0)) break;
  }
  return best;
}

/** Integer parameters near `params` that cost fewer bits: predicted values where they do as well, then small moves. */
function polish(params: Int32Array, predicted: Int32Array, qx: Int32Array, qy: Int32Array, start: number, end: number): { params: Int32Array; bits: number } {
  let bits = cost(params, predicted, qx, qy, start, end);
  for (let j = 0; j < ARC_PARAMS; j++) {
    if (params[j] === predicted[j]) continue;
    const trial = params.slice();
    trial[j] = predicted[j]!;
    const trialBits = cost(trial, predicted, qx, qy, start, end);
    if (trialBits <= bits) [params, bits] = [trial, trialBits];
  }
  const whole = predicted[GRID] === params[GRID] ? cost(predicted, predicted, qx, qy, start, end) : Infinity;
  if (whole <= bits) [params, bits] = [predicted.slice(), whole];
  for (const stepSize of STEPS) {
    let improved = true;
    for (let pass = 0; improved && pass < 4; pass++) {
      improved = false;
      for (const j of SEARCHED) {
        for (const direction of [-1, 1]) {
          const trial = params.slice();
          const moved = trial[j]! + direction * stepSize;
          if (Math.abs(moved) >= INT32) continue;
          trial[j] = moved;
          const trialBits = cost(trial, predicted, qx, qy, start, end);
          if (trialBits < bits) {
            [params, bits] = [trial, trialBits];
            improved = true;
          }
        }
      }
    }
  }
  return { params, bits };
}
