import { buildGeometry } from '../../../src/seatmap/model/geometry-builder.js';
import type { GeometryRows } from '../../../src/seatmap/model/geometry-builder.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';

export interface FixtureBlock {
  rows: number;
  seatsPerRow: number;
  /** Category id of a seat by row (and column); default category 1. */
  category?: (row: number, column: number) => number;
  /** Seat type id of a seat (types 1 `reduced_mobility`, 2 `restricted_view`); default none. */
  seatType?: (row: number, column: number) => number | null;
  isOpenSeating?: boolean;
}

/**
 * A small venue for tests: blocks side by side along x, seats 1 unit apart, rows 1 unit apart.
 * Block b has id 100 + b; seat ids start at 1000; categories 1..3 (cheap to dear by test price).
 */
export function gridGeometry(blocks: FixtureBlock[]): SeatMapGeometry {
  const rows: GeometryRows = {
    arenaId: 7,
    version: 'v1',
    stands: [{ id: 1, name: 'North' }],
    blocks: [],
    categories: [
      { id: 1, name: 'Cat 1', color: '#ff0000' },
      { id: 2, name: 'Cat 2', color: null },
      { id: 3, name: 'Cat 3', color: '#0000ff' },
    ],
    seatTypes: [
      { id: 1, code: 'reduced_mobility', name: 'Wheelchair space' },
      { id: 2, code: 'restricted_view', name: 'Restricted view' },
    ],
    seats: [],
  };
  let originX = 0;
  let seatId = 1000;
  blocks.forEach((block, b) => {
    const width = block.seatsPerRow + 1;
    rows.blocks.push({
      id: 100 + b,
      standId: 1,
      name: `B${b}`,
      isOpenSeating: block.isOpenSeating ?? false,
      contour: [
        [originX, 0],
        [originX + width, 0],
        [originX + width, block.rows + 1],
        [originX, block.rows + 1],
      ],
    });
    for (let r = 0; r < block.rows; r++) {
      for (let c = 0; c < block.seatsPerRow; c++) {
        rows.seats.push({
          id: seatId++,
          blockId: 100 + b,
          categoryId: block.category?.(r, c) ?? 1,
          row: r + 1,
          column: c + 1,
          rowName: String.fromCharCode(65 + r),
          seatNumber: String(c + 1),
          x: originX + 1 + c,
          y: 1 + r,
          seatTypeId: block.seatType?.(r, c) ?? null,
        });
      }
    }
    originX += width + 2;
  });
  return buildGeometry(rows);
}

/**
 * A horseshoe-like venue the stadium generator never makes: `blocks` thin blocks, each a
 * quarter-ring of curved rows around one centre, so the blocks' bounding boxes overlap heavily.
 */
export function arcGeometry(blocks = 8, rowsPerBlock = 12, seatsPerRow = 120): SeatMapGeometry {
  const rows: GeometryRows = { arenaId: 8, version: 'arc', stands: [{ id: 1, name: 'Ring' }], blocks: [], categories: [{ id: 1, name: 'Cat 1', color: null }], seats: [] };
  let seatId = 1;
  for (let b = 0; b < blocks; b++) {
    const inner = 40 + b * (rowsPerBlock + 2);
    const outer = inner + rowsPerBlock;
    const a0 = (b % 4) * (Math.PI / 2);
    const a1 = a0 + Math.PI / 2;
    rows.blocks.push({
      id: b + 1,
      standId: 1,
      name: `Arc ${b + 1}`,
      isOpenSeating: false,
      contour: [
        [Math.cos(a0) * inner, Math.sin(a0) * inner],
        [Math.cos(a0) * outer, Math.sin(a0) * outer],
        [Math.cos(a1) * outer, Math.sin(a1) * outer],
        [Math.cos(a1) * inner, Math.sin(a1) * inner],
      ],
    });
    for (let r = 0; r < rowsPerBlock; r++) {
      const radius = inner + r + 0.5;
      for (let c = 0; c < seatsPerRow; c++) {
        const angle = a0 + ((c + 0.5) / seatsPerRow) * (Math.PI / 2);
        rows.seats.push({ id: seatId++, blockId: b + 1, categoryId: 1, row: r + 1, column: c + 1, rowName: String(r + 1), seatNumber: String(c + 1), x: Math.cos(angle) * radius, y: Math.sin(angle) * radius });
      }
    }
  }
  return buildGeometry(rows);
}
