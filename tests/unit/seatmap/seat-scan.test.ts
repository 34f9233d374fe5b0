import { describe, expect, it } from 'vitest';
import { createSeatIndex } from '../../../src/seatmap/index/seat-index.js';
import { SeatScan } from '../../../src/seatmap/model/hit-test.js';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { mulberry32 } from '../../../src/domain/venue/prng.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { gridGeometry } from './fixture.js';

describe('SeatScan (hit test before the index exists)', () => {
  it('finds the seat under the pointer and nothing between seats', () => {
    const geometry = gridGeometry([{ rows: 3, seatsPerRow: 4 }, { rows: 2, seatsPerRow: 2 }]);
    const scan = new SeatScan(geometry);
    expect(scan.hitAt(2.1, 1.9)).toBe(5);
    expect(scan.hitAt(2.5, 2)).toBe(-1);
    expect(scan.hitAt(2.5, 2, 0.1)).toBeGreaterThanOrEqual(0);
    expect(scan.hitAt(-5, -5, 1)).toBe(-1);
  });

  it('answers as the R-tree does, tolerance and ties included', () => {
    const venue = generateStadium({ seed: 3, targetSeats: 4000 });
    const geometry = geometryFromVenue(venue);
    const index = createSeatIndex(geometry);
    const scan = new SeatScan(geometry);
    const random = mulberry32(11);
    const [minX, minY, maxX, maxY] = geometry.bounds;
    let hits = 0;
    for (let k = 0; k < 3000; k++) {
      // Half the probes near a seat, half anywhere.
      const near = k % 2 === 0;
      const i = Math.floor(random() * geometry.seatCount);
      const px = near ? geometry.x[i]! + (random() - 0.5) * geometry.seatRadius * 3 : minX + random() * (maxX - minX);
      const py = near ? geometry.y[i]! + (random() - 0.5) * geometry.seatRadius * 3 : minY + random() * (maxY - minY);
      const tolerance = k % 3 === 0 ? 0 : geometry.seatRadius * (k % 3);
      const expected = index.hitAt(px, py, tolerance);
      expect(scan.hitAt(px, py, tolerance)).toBe(expected);
      if (expected >= 0) hits++;
    }
    expect(hits).toBeGreaterThan(500);
  });
});

describe('SeatScan with per-block R-trees (built one block at a time)', () => {
  it('answers as one R-tree over all seats whichever blocks have their own tree', () => {
    const venue = generateStadium({ seed: 5, targetSeats: 3000 });
    const geometry = geometryFromVenue(venue);
    const whole = createSeatIndex(geometry);
    const scan = new SeatScan(geometry);
    const { x, y, blockIndex, row, seatRadius } = geometry;
    // Every other block gets its own tree with block-local ids, as the map builds them.
    const finders = geometry.blocks.map((block, b) =>
      b % 2 === 0
        ? null
        : createSeatIndex({
            seatCount: block.seatEnd - block.seatStart,
            x: x.subarray(block.seatStart, block.seatEnd),
            y: y.subarray(block.seatStart, block.seatEnd),
            blockIndex: blockIndex.subarray(block.seatStart, block.seatEnd),
            row: row.subarray(block.seatStart, block.seatEnd),
            seatRadius,
          }),
    );
    expect(finders.some((f) => f !== null)).toBe(true);
    const random = mulberry32(23);
    let hits = 0;
    for (let k = 0; k < 2000; k++) {
      const i = Math.floor(random() * geometry.seatCount);
      const px = x[i]! + (random() - 0.5) * seatRadius * 4;
      const py = y[i]! + (random() - 0.5) * seatRadius * 4;
      const tolerance = (k % 3) * seatRadius;
      const expected = whole.hitAt(px, py, tolerance);
      expect(scan.hitAt(px, py, tolerance, finders)).toBe(expected);
      if (expected >= 0) hits++;
    }
    expect(hits).toBeGreaterThan(500);
  });
});
