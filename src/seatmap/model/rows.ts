import type { SeatMapGeometry } from './types.js';

/** Rows of a geometry: row r spans seat positions `start[r] <= i < end[r]` (one block, one row). */
export interface RowRuns {
  count: number;
  start: Int32Array;
  end: Int32Array;
}

const cache = new WeakMap<object, RowRuns>();

/**
 * Splits seat positions into rows. Relies on the geometry order (block, then row, then column),
 * so a row is a maximal run of positions sharing block and row. Memoised per geometry.
 */
export function rowRuns(geometry: Pick<SeatMapGeometry, 'seatCount' | 'blockIndex' | 'row'>): RowRuns {
  const cached = cache.get(geometry.blockIndex);
  if (cached) return cached;
  const { seatCount, blockIndex, row } = geometry;
  const starts: number[] = [];
  for (let i = 0; i < seatCount; i++) {
    if (i === 0 || blockIndex[i] !== blockIndex[i - 1] || row[i] !== row[i - 1]) starts.push(i);
  }
  const start = Int32Array.from(starts);
  const end = new Int32Array(starts.length);
  for (let r = 0; r < starts.length; r++) end[r] = r + 1 < starts.length ? starts[r + 1]! : seatCount;
  const runs = { count: starts.length, start, end };
  // Keyed by a column array: geometries are plain objects that may be copied, their columns are not.
  cache.set(geometry.blockIndex, runs);
  return runs;
}
