/**
 * Coordinates of geometry format 4 are stored as residuals against a prediction from the seat's
 * row, so that what remains is close to zero on any venue shape:
 * - inside a row, the next seat continues the last step (a straight row leaves 0, a curved one
 *   the slow turn of its step);
 * - a row's first seat continues the move from the block's row before last to its last row (rows
 *   of a block are parallel, so their starts advance by about the same vector);
 * - a row's second seat repeats the first step of the row before (neighbouring rows turn alike).
 * Format 2 and 3 predicted every seat as "continue the last step", which at each row start costs
 * two large values per axis (the jump from the end of one row to the start of the next, then the
 * jump back to a seat's step): on short curved rows they were most of the compressed payload.
 *
 * Values are quantized integers; the arithmetic wraps at 32 bits (`| 0`) so that the decoder
 * restores any Int32 input exactly, whatever the seats' order.
 */

/**
 * Residuals against the prediction (`restore` false) or, from residuals, the values (`restore`
 * true): one loop for both, so encoder and decoder cannot drift apart. Plain locals and one pass,
 * since the browser decodes 150,000 seats of each axis with it.
 */
function predictRows(input: Int32Array, row: Uint16Array, block: Uint16Array, restore: boolean, scaled?: { out: Float32Array; quantum: number }, known?: Known): Int32Array {
  const n = input.length;
  const out = known?.values ?? new Int32Array(n);
  const isKnown = known?.mask;
  const world = scaled?.out;
  const quantum = scaled?.quantum ?? 1;
  const values = restore ? out : input;
  // First seats of the current row, of the block's previous row and the row before it, and of
  // the previous row in any block (-1 when there is none).
  let current = 0;
  let previous = -1;
  let beforePrevious = -1;
  let lastRow = -1;
  for (let i = 0; i < n; i++) {
    let prediction = 0;
    if (i > 0) {
      const newBlock = block[i] !== block[i - 1];
      if (newBlock || row[i] !== row[i - 1]) {
        lastRow = current;
        beforePrevious = newBlock ? -1 : previous;
        previous = newBlock ? -1 : current;
        current = i;
        if (previous < 0) prediction = values[i - 1]!;
        else if (beforePrevious < 0) prediction = values[previous]!;
        else prediction = (2 * values[previous]! - values[beforePrevious]!) | 0;
      } else if (i === current + 1) {
        // The previous row's first step, when that row has a second seat.
        prediction = lastRow >= 0 && lastRow + 1 < current ? (values[i - 1]! + values[lastRow + 1]! - values[lastRow]!) | 0 : values[i - 1]!;
      } else {
        prediction = (2 * values[i - 1]! - values[i - 2]!) | 0;
      }
    }
    if (!isKnown || isKnown[i] === 0) out[i] = restore ? (input[i]! + prediction) | 0 : (input[i]! - prediction) | 0;
    if (world) world[i] = out[i]! / quantum;
  }
  return out;
}

/** Residuals of `values` (quantized coordinates of seats in payload order) against the row prediction. */
export const rowResiduals = (values: Int32Array, row: Uint16Array, block: Uint16Array): Int32Array => predictRows(values, row, block, false);

/**
 * Values some seats already have (format 5's arc rows): where `mask` is 1, `values` holds the
 * seat's value and its residual is not read; the other seats are predicted from them as usual.
 */
export interface Known {
  mask: Uint8Array;
  values: Int32Array;
}

/** The inverse of `rowResiduals`: the coordinates again, divided by `quantum` (world units). */
export function fromRowResiduals(residuals: Int32Array, row: Uint16Array, block: Uint16Array, quantum: number, known?: Known): Float32Array {
  const out = new Float32Array(residuals.length);
  predictRows(residuals, row, block, true, { out, quantum }, known);
  return out;
}
