import { buildGeometry } from '../../../src/seatmap/model/geometry-builder.js';
import type { GeometryRows } from '../../../src/seatmap/model/geometry-builder.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';

export interface FixtureBlock {
  rows: number;
  seatsPerRow: number;
  /** Category id of a seat by row (and column); default category 1. */
  category?: (row: number, column: number) => number;
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
        });
      }
    }
    originX += width + 2;
  });
  return buildGeometry(rows);
}
