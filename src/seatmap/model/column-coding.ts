/** Column codings of the geometry payload shared by its formats: byte planes and differences. */

/** Zigzag-codes each value and writes byte p of value i at `out[p * n + i]`. */
export function toBytePlanes(values: Int32Array, out: Uint8Array): void {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const z = ((v << 1) ^ (v >> 31)) >>> 0;
    out[i] = z & 0xff;
    out[n + i] = (z >>> 8) & 0xff;
    out[2 * n + i] = (z >>> 16) & 0xff;
    out[3 * n + i] = z >>> 24;
  }
}

/** The inverse of `toBytePlanes`. */
export function fromBytePlanes(planes: Uint8Array): Int32Array {
  const n = planes.length / 4;
  const values = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const z = (planes[i]! | (planes[n + i]! << 8) | (planes[2 * n + i]! << 16) | (planes[3 * n + i]! << 24)) >>> 0;
    values[i] = (z >>> 1) ^ -(z & 1);
  }
  return values;
}

/** Differences of order 1 (value minus previous) or 2 (step minus previous step), quantized first. */
export function writeDeltas(target: Int32Array, source: ArrayLike<number>, scale: number, order: 1 | 2 = 1): void {
  let previous = 0;
  let previousStep = 0;
  for (let i = 0; i < source.length; i++) {
    const value = scale === 1 ? source[i]! : Math.round(source[i]! * scale);
    const step = value - previous;
    target[i] = order === 1 ? step : step - previousStep;
    previous = value;
    previousStep = step;
  }
}

export function readDeltas<T extends Int32Array | Float32Array>(
  deltas: Int32Array,
  scale: number,
  Type: { new (length: number): T },
  order: 1 | 2 = 1,
): T {
  const out = new Type(deltas.length);
  let value = 0;
  let step = 0;
  for (let i = 0; i < deltas.length; i++) {
    step = order === 1 ? deltas[i]! : step + deltas[i]!;
    value += step;
    out[i] = scale === 1 ? value : value / scale;
  }
  return out;
}
