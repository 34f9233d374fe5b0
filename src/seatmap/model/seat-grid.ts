/**
 * A uniform grid over the venue listing the seat positions in each cell, built once per geometry,
 * so drawing a tile visits only the seats near it. Scanning the seat ranges of the blocks whose
 * bounding box touches a tile costs what the blocks hold, not what the tile shows: on curved
 * venues (a horseshoe's narrow arcs) bounding boxes overlap and a tile scanned several times the
 * seats it drew.
 */
import type { Rect } from './viewport.js';
import type { SeatMapGeometry } from './types.js';

/** Aim for this many seats per cell on average (fewer cells than seats keeps the arrays small). */
const SEATS_PER_CELL = 16;

export interface SeatGrid {
  minX: number;
  minY: number;
  cell: number;
  columns: number;
  rows: number;
  /** Seats of cell c are `seats[cellStart[c] .. cellStart[c + 1])`, in position order. */
  cellStart: Uint32Array;
  seats: Uint32Array;
}

/** Buckets every seat into its cell (two passes: count, then fill), O(seats). */
export function buildSeatGrid(geometry: SeatMapGeometry): SeatGrid {
  const [minX, minY, maxX, maxY] = geometry.bounds;
  const width = Math.max(maxX - minX, 1e-6);
  const height = Math.max(maxY - minY, 1e-6);
  const n = geometry.seatCount;
  // Square cells sized for SEATS_PER_CELL seats if they were spread evenly over the bounds,
  // never smaller than a seat (cells finer than seats only add empty cells).
  const evenCell = Math.sqrt((width * height * SEATS_PER_CELL) / Math.max(n, 1));
  const cell = Math.max(evenCell, geometry.seatRadius * 2, 1e-6);
  const columns = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const cellOf = new Uint32Array(n);
  const cellStart = new Uint32Array(columns * rows + 1);
  const { x, y } = geometry;
  for (let i = 0; i < n; i++) {
    const cx = Math.min(columns - 1, Math.max(0, Math.floor((x[i]! - minX) / cell)));
    const cy = Math.min(rows - 1, Math.max(0, Math.floor((y[i]! - minY) / cell)));
    const c = cy * columns + cx;
    cellOf[i] = c;
    cellStart[c + 1]!++;
  }
  for (let c = 0; c < columns * rows; c++) cellStart[c + 1]! += cellStart[c]!;
  const fill = cellStart.slice(0, columns * rows);
  const seats = new Uint32Array(n);
  for (let i = 0; i < n; i++) seats[fill[cellOf[i]!]!++] = i;
  return { minX, minY, cell, columns, rows, cellStart, seats };
}

const grids = new WeakMap<SeatMapGeometry, SeatGrid>();

/** The geometry's grid, built on first use and kept as long as the geometry lives. */
export function seatGridOf(geometry: SeatMapGeometry): SeatGrid {
  let grid = grids.get(geometry);
  if (!grid) {
    grid = buildSeatGrid(geometry);
    grids.set(geometry, grid);
  }
  return grid;
}

/** Whether the geometry's grid is built already. */
export function hasSeatGrid(geometry: SeatMapGeometry): boolean {
  return grids.has(geometry);
}

/** Counts of the last `seatsInRect` calls, for tests and benchmarks (visited vs listed seats). */
export const gridVisits = { visited: 0, listed: 0 };

/**
 * Appends to `out` the positions of the seats whose centre lies in `rect` grown by `margin`,
 * visiting only the seats of the cells the grown rectangle touches. Positions come cell by cell.
 */
export function seatsInRect(geometry: SeatMapGeometry, rect: Rect, margin: number, out: number[] = []): number[] {
  const grid = seatGridOf(geometry);
  const minX = rect.minX - margin;
  const minY = rect.minY - margin;
  const maxX = rect.maxX + margin;
  const maxY = rect.maxY + margin;
  const c0 = Math.max(0, Math.floor((minX - grid.minX) / grid.cell));
  const c1 = Math.min(grid.columns - 1, Math.floor((maxX - grid.minX) / grid.cell));
  const r0 = Math.max(0, Math.floor((minY - grid.minY) / grid.cell));
  const r1 = Math.min(grid.rows - 1, Math.floor((maxY - grid.minY) / grid.cell));
  const { x, y } = geometry;
  const { cellStart, seats } = grid;
  let visited = 0;
  const before = out.length;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cellIndex = r * grid.columns + c;
      const end = cellStart[cellIndex + 1]!;
      for (let k = cellStart[cellIndex]!; k < end; k++) {
        const i = seats[k]!;
        visited++;
        const sx = x[i]!;
        const sy = y[i]!;
        if (sx >= minX && sx <= maxX && sy >= minY && sy <= maxY) out.push(i);
      }
    }
  }
  gridVisits.visited = visited;
  gridVisits.listed = out.length - before;
  return out;
}
