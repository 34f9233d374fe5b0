import { describe, expect, it } from 'vitest';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { mulberry32 } from '../../../src/domain/venue/prng.js';
import { gridVisits, hasSeatGrid, seatGridOf, seatsInRect } from '../../../src/seatmap/model/seat-grid.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import type { Rect } from '../../../src/seatmap/model/viewport.js';
import { arcGeometry } from './fixture.js';

/** Every seat whose centre is in the rectangle grown by `margin`, by brute force. */
function bruteForce(geometry: SeatMapGeometry, rect: Rect, margin: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < geometry.seatCount; i++) {
    const x = geometry.x[i]!;
    const y = geometry.y[i]!;
    if (x >= rect.minX - margin && x <= rect.maxX + margin && y >= rect.minY - margin && y <= rect.maxY + margin) out.push(i);
  }
  return out;
}

/** Seats the former drawing scan visited: every seat of every block whose bbox touches the rectangle. */
function blockScanVisits(geometry: SeatMapGeometry, rect: Rect): number {
  let visits = 0;
  for (const block of geometry.blocks) {
    const [x0, y0, x1, y1] = block.bbox;
    if (x0 > rect.maxX || x1 < rect.minX || y0 > rect.maxY || y1 < rect.minY) continue;
    visits += block.seatEnd - block.seatStart;
  }
  return visits;
}

function randomRects(geometry: SeatMapGeometry, count: number, side: number, seed: number): Rect[] {
  const random = mulberry32(seed);
  const [minX, minY, maxX, maxY] = geometry.bounds;
  return Array.from({ length: count }, () => {
    const x = minX - side / 2 + random() * (maxX - minX + side);
    const y = minY - side / 2 + random() * (maxY - minY + side);
    return { minX: x, minY: y, maxX: x + side, maxY: y + side };
  });
}

describe('seat grid (which seats a tile draws)', () => {
  it('is built once per geometry, and says whether it is built (the engine builds it ahead in idle time)', () => {
    const geometry = arcGeometry();
    expect(hasSeatGrid(geometry)).toBe(false);
    const grid = seatGridOf(geometry);
    expect(hasSeatGrid(geometry)).toBe(true);
    expect(seatGridOf(geometry)).toBe(grid);
    expect(hasSeatGrid(arcGeometry())).toBe(false);
  });

  const venues = [
    ['generated bowl', geometryFromVenue(generateStadium({ seed: 4, targetSeats: 12_000 }))],
    ['curved arcs', arcGeometry()],
  ] as const;

  for (const [name, geometry] of venues) {
    it(`lists exactly the seats of any rectangle on the ${name}`, () => {
      let listed = 0;
      for (const [k, rect] of randomRects(geometry, 200, tileSide(geometry), 9).entries()) {
        const margin = k % 2 === 0 ? 0 : geometry.seatRadius;
        const got = seatsInRect(geometry, rect, margin).sort((a, b) => a - b);
        expect(got).toEqual(bruteForce(geometry, rect, margin));
        listed += got.length;
      }
      expect(listed).toBeGreaterThan(1000);
    });
  }

  it('visits a small multiple of the seats it lists on curved blocks, where a block scan visits many times more', () => {
    const geometry = arcGeometry();
    let gridVisited = 0;
    let scanVisited = 0;
    let drawn = 0;
    for (const rect of randomRects(geometry, 300, 20, 5)) {
      const listed = seatsInRect(geometry, rect, geometry.seatRadius).length;
      if (listed < 50) continue;
      drawn += listed;
      gridVisited += gridVisits.visited;
      scanVisited += blockScanVisits(geometry, rect);
    }
    expect(drawn).toBeGreaterThan(5000);
    expect(gridVisited / drawn).toBeLessThan(3);
    expect(scanVisited / drawn).toBeGreaterThan(5);
  });
});

/** A tile-sized side: about a tenth of the venue's width. */
function tileSide(geometry: SeatMapGeometry): number {
  return (geometry.bounds[2] - geometry.bounds[0]) / 10;
}
