import { ARC_PARAMS, arcSeats, ArcPredictor } from './row-arcs.js';
import { concentricCentre, venueCentre } from './row-arc-centres.js';
import { fitArc, lowestBits } from './row-arc-fit.js';
import { fromRowResiduals, rowResiduals } from './row-prediction.js';

/**
 * Coordinates of geometry format 5: each row (a maximal run of seats sharing block and row) is
 * either an arc (`row-arcs.ts`; its seats' residuals are in the arc's grid units against the arc
 * rounded to that grid) or, where no arc fits better, predicted as format 4 does
 * (`row-prediction.ts`). One byte a row says which; an arc row's six parameters are stored as
 * differences from their prediction.
 */
export const ROW_FORMAT4 = 0;
export const ROW_ARC = 1;

export interface RowCoordinates {
  x: Int32Array;
  y: Int32Array;
  /** One per row, in payload order. */
  kinds: Uint8Array;
  /**
   * Each arc row's parameters minus their predictions: every row's first parameter, then every
   * row's second... (mostly zeros, and alike ones together, which compresses best).
   */
  corrections: Int32Array;
}

/** Row-major parameter differences (ARC_PARAMS a row) as parameter-major. */
function byParameter(rowMajor: Int32Array): Int32Array {
  const rows = rowMajor.length / ARC_PARAMS;
  const out = new Int32Array(rowMajor.length);
  for (let r = 0; r < rows; r++) for (let j = 0; j < ARC_PARAMS; j++) out[j * rows + r] = rowMajor[r * ARC_PARAMS + j]!;
  return out;
}

/** Maximal runs of seats sharing block and row, as [start, end) pairs. */
function runsOf(row: Uint16Array, block: Uint16Array): Int32Array {
  const bounds: number[] = [];
  for (let i = 0; i < row.length; i++) {
    if (i === 0 || row[i] !== row[i - 1] || block[i] !== block[i - 1]) bounds.push(i);
  }
  bounds.push(row.length);
  return Int32Array.from(bounds);
}

/** Estimated compressed bits of a residual: zeros are nearly free, others grow with their size. */
const residualBits = (value: number) => (value === 0 ? 0.3 : 3 + 2 * Math.log2(Math.abs(value) + 1));

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

const INT32 = 2 ** 31;
/** Rows of a block tried in vain before the block's other rows are left to format 4. */
const MISFITS = 3;

/** Residuals of quantized coordinates `qx`/`qy` (payload order), choosing per row an arc or format 4. */
export function encodeRowCoordinates(qx: Int32Array, qy: Int32Array, row: Uint16Array, block: Uint16Array): RowCoordinates {
  const x = rowResiduals(qx, row, block);
  const y = rowResiduals(qy, row, block);
  const runs = runsOf(row, block);
  const kinds = new Uint8Array(Math.max(0, runs.length - 1));
  const corrections: number[] = [];
  const predictor = new ArcPredictor();
  const arcX = new Int32Array(qx.length);
  const arcY = new Int32Array(qx.length);
  const sharedCentre = venueCentre(qx, qy, runs);
  let centre: [number, number] | null = null;
  // Rows of a block tried without an arc fitting any: after a few, the block's rows are not arcs.
  let misfits = 0;
  for (let r = 0; r + 1 < runs.length; r++) {
    const [start, end] = [runs[r]!, runs[r + 1]!];
    const rowBlock = block[start]!;
    if (r === 0 || block[runs[r - 1]!] !== rowBlock) {
      let last = r + 1;
      while (last + 1 < runs.length && block[runs[last]!] === rowBlock) last++;
      centre = concentricCentre(qx, qy, runs, Array.from({ length: last - r }, (_, k) => r + k));
      misfits = 0;
    }
    let grid = 0;
    for (let i = start; i < end; i++) grid = gcd(gcd(grid, qx[i]!), qy[i]!);
    let fallbackBits = 0;
    for (let i = start; i < end; i++) fallbackBits += residualBits(Math.round(x[i]! / Math.max(grid, 1))) + residualBits(Math.round(y[i]! / Math.max(grid, 1)));
    // Rows format 4 already predicts whole (straight rows along an axis) are not worth fitting.
    const worthFitting = end - start >= 3 && grid > 0 && grid < INT32 && fallbackBits > lowestBits(end - start) && misfits < MISFITS;
    const arc = worthFitting ? fitArc(qx, qy, start, end, grid, predictor, rowBlock, [sharedCentre, centre]) : null;
    let chosen = false;
    if (arc && arc.bits < fallbackBits && arcSeats(arc.params, 0, end - start, arcX, arcY, start)) {
      const predicted = predictor.predict(rowBlock);
      // Wrapping differences: the decoder's (prediction + difference) | 0 restores any Int32.
      const differences = Array.from(arc.params, (v, j) => (v - predicted[j]!) | 0);
      chosen = true;
      for (let i = start; i < end && chosen; i++) chosen = Math.abs(qx[i]! / grid - arcX[i]!) < INT32 && Math.abs(qy[i]! / grid - arcY[i]!) < INT32;
      if (chosen) {
        for (let i = start; i < end; i++) {
          x[i] = qx[i]! / grid - arcX[i]!;
          y[i] = qy[i]! / grid - arcY[i]!;
        }
        kinds[r] = ROW_ARC;
        corrections.push(...differences);
        predictor.record(rowBlock, arc.params, 0);
      }
    }
    if (!chosen) predictor.skip(rowBlock);
    if (worthFitting) misfits = chosen ? -Infinity : misfits + 1;
  }
  return { x, y, kinds, corrections: byParameter(Int32Array.from(corrections)) };
}

/**
 * The inverse of `encodeRowCoordinates`, divided by `quantum` (world units). Returns null when
 * the row kinds or arc parameters are malformed.
 */
export function decodeRowCoordinates(
  residualsX: Int32Array,
  residualsY: Int32Array,
  row: Uint16Array,
  block: Uint16Array,
  kinds: Uint8Array,
  corrections: Int32Array,
  quantum: number,
): { x: Float32Array; y: Float32Array } | null {
  const runs = runsOf(row, block);
  if (kinds.length !== Math.max(0, runs.length - 1)) return null;
  const n = row.length;
  const mask = new Uint8Array(n);
  const valuesX = new Int32Array(n);
  const valuesY = new Int32Array(n);
  const params = new Int32Array(ARC_PARAMS);
  const predictor = new ArcPredictor();
  const arcRows = corrections.length / ARC_PARAMS;
  if (!Number.isInteger(arcRows)) return null;
  let used = 0;
  for (let r = 0; r < kinds.length; r++) {
    const [start, end] = [runs[r]!, runs[r + 1]!];
    const rowBlock = block[start]!;
    if (kinds[r] === ROW_FORMAT4) {
      predictor.skip(rowBlock);
      continue;
    }
    if (kinds[r] !== ROW_ARC || used >= arcRows) return null;
    const predicted = predictor.predict(rowBlock);
    for (let j = 0; j < ARC_PARAMS; j++) params[j] = (predicted[j]! + corrections[j * arcRows + used]!) | 0;
    used++;
    predictor.record(rowBlock, params, 0);
    if (!arcSeats(params, 0, end - start, valuesX, valuesY, start)) return null;
    const grid = params[0]!;
    for (let i = start; i < end; i++) {
      mask[i] = 1;
      valuesX[i] = grid * (valuesX[i]! + residualsX[i]!);
      valuesY[i] = grid * (valuesY[i]! + residualsY[i]!);
    }
  }
  if (used !== arcRows) return null;
  return {
    x: fromRowResiduals(residualsX, row, block, quantum, { mask, values: valuesX }),
    y: fromRowResiduals(residualsY, row, block, quantum, { mask, values: valuesY }),
  };
}
