/**
 * The row arc model of geometry format 5. Most rows of a venue are arcs of circles (a horseshoe's,
 * a theatre's, a bowl's corners) whose seats are stored rounded to a grid (the centimetre of the
 * venue file). Predicting a seat from its rounded neighbours (format 4) leaves that rounding as
 * noise in every residual; predicting it from the row's exact circle and rounding the prediction
 * to the same grid reproduces the stored value, so the residual is 0 for almost every seat.
 *
 * A row's arc is six integers: the grid (in coordinate quanta), the centre and radius (in
 * 1/FINE of a quantum), the direction of the row's middle (in ANGLE_UNIT radians) and the arc
 * length from seat to seat (1/FINE of a quantum). Seats are spaced evenly along the arc,
 * symmetrically round its middle. The payload stores each parameter as its difference from the
 * prediction out of the rows before (`predictArc`): concentric rows of a block share centre,
 * middle, spacing and the radius step, so those differences are mostly 0 too.
 *
 * Decoding must give the encoder's numbers bit for bit in every browser, so the arc is evaluated
 * with + - * / only: sine and cosine are a fixed polynomial here (engines' Math.sin may differ in
 * the last bit), and the seats are reached by repeated rotation.
 */

export const ARC_PARAMS = 6;
/** Parameter length units per coordinate quantum (micrometres for a venue in metres). */
export const FINE = 1000;
/** Angle unit of the row middle's direction: a full turn is 2³² units, so Int32 arithmetic wraps round it. */
export const ANGLE_UNIT = Math.PI / 2 ** 31;
const [GRID, CX, CY, RADIUS, MIDDLE, SPACING] = [0, 1, 2, 3, 4, 5];

let sine = 0;
let cosine = 0;

/**
 * Sets `sine` and `cosine` of `angle` (radians, |angle| up to about 8) with arithmetic alone, the
 * same in every JavaScript engine: Taylor series of a sixteenth of the angle, doubled 4 times.
 */
function sinCos(angle: number): void {
  const h = angle / 16;
  const h2 = h * h;
  let s = h * (1 - (h2 / 6) * (1 - (h2 / 20) * (1 - (h2 / 42) * (1 - (h2 / 72) * (1 - (h2 / 110) * (1 - h2 / 156))))));
  let c = 1 - (h2 / 2) * (1 - (h2 / 12) * (1 - (h2 / 30) * (1 - (h2 / 56) * (1 - (h2 / 90) * (1 - (h2 / 132) * (1 - h2 / 182))))));
  for (let i = 0; i < 4; i++) {
    const doubled = 2 * s * c;
    c = c * c - s * s;
    s = doubled;
  }
  sine = s;
  cosine = c;
}

/**
 * The `n` seats of the arc `params[at..at+6)`, each rounded to the arc's grid (coordinate quanta
 * divided by the grid), into `outX`/`outY` from `start`. False when the parameters describe no
 * arc (a zero grid or radius), which the decoder treats as a malformed payload.
 */
export function arcSeats(params: Int32Array, at: number, n: number, outX: Int32Array, outY: Int32Array, start: number): boolean {
  const grid = params[at + GRID]!;
  const radius = params[at + RADIUS]!;
  if (grid <= 0 || radius <= 0) return false;
  const cx = params[at + CX]!;
  const cy = params[at + CY]!;
  const step = params[at + SPACING]! / radius;
  sinCos(params[at + MIDDLE]! * ANGLE_UNIT);
  const [middleSin, middleCos] = [sine, cosine];
  sinCos((-(n - 1) / 2) * step);
  let dx = middleCos * cosine - middleSin * sine;
  let dy = middleSin * cosine + middleCos * sine;
  sinCos(step);
  const turnCos = cosine;
  const turnSin = sine;
  // In grid units from here: the centre and the radius scaled once, not at every seat.
  const perUnit = 1 / (FINE * grid);
  const x0 = cx * perUnit;
  const y0 = cy * perUnit;
  const r = radius * perUnit;
  for (let k = 0; k < n; k++) {
    outX[start + k] = Math.round(x0 + r * dx);
    outY[start + k] = Math.round(y0 + r * dy);
    const turned = dx * turnCos - dy * turnSin;
    dy = dx * turnSin + dy * turnCos;
    dx = turned;
  }
  return true;
}

/**
 * Parameters that change from row to row of a block at a steady rate (the others stay), by their
 * mean step since the block's first arc row: the last step alone carries one row's fitting wobble
 * on to the next (the 150k horseshoe was 26.2 KiB with it, 22.9 with the mean). Stepping the
 * middle and spacing as well was measured and cost more than it saved (23.2 KiB).
 */
const STEPPED = [RADIUS];

/**
 * Predictions of arc parameters out of the rows before, shared by encoder and decoder: a row
 * continues its block's last arc row, its radius stepped on; a block's first arc row repeats the
 * previous block's first.
 */
export class ArcPredictor {
  readonly predicted = new Int32Array(ARC_PARAMS);
  private last = new Int32Array(ARC_PARAMS);
  private blockFirst = new Int32Array(ARC_PARAMS);
  private steps = new Int32Array(ARC_PARAMS);
  /** Arc rows of the current block so far. */
  private rowsInBlock = 0;
  private lastBlock = -1;
  private hasLast = false;
  private hasBlockFirst = false;

  /** Fills `predicted` for an arc row of `block`. */
  predict(block: number): Int32Array {
    const p = this.predicted;
    if (this.hasLast && block === this.lastBlock) {
      p.set(this.last);
      for (const j of STEPPED) p[j] = (p[j]! + this.steps[j]!) | 0;
    } else if (this.hasBlockFirst) {
      p.set(this.blockFirst);
    } else {
      p.fill(0);
      p[GRID] = 1;
    }
    return p;
  }

  /** Records the parameters an arc row of `block` used. */
  record(block: number, params: Int32Array, at: number): void {
    const row = params.subarray(at, at + ARC_PARAMS);
    if (this.hasLast && block === this.lastBlock) {
      // The mean step since the block's first row: one row's fitting wobble does not carry on.
      this.rowsInBlock++;
      for (const j of STEPPED) this.steps[j] = Math.round(((row[j]! - this.blockFirst[j]!) | 0) / (this.rowsInBlock - 1)) | 0;
    } else {
      this.steps.fill(0);
      this.blockFirst.set(row);
      this.rowsInBlock = 1;
      this.hasBlockFirst = true;
    }
    this.last.set(row);
    this.lastBlock = block;
    this.hasLast = true;
  }

  /** Whether no arc row came yet: the first one's parameters serve all the rows after it. */
  get isFresh(): boolean {
    return !this.hasBlockFirst;
  }

  /** A row of `block` that is not an arc: the next arc row of the block no longer continues the last. */
  skip(block: number): void {
    if (block !== this.lastBlock) return;
    this.hasLast = false;
    this.lastBlock = -1;
  }
}
