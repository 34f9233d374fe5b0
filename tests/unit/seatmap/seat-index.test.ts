import { describe, expect, it } from 'vitest';
import { createBlockIndex, createSeatIndex, SeatIndex, SeatRunFinder } from '../../../src/seatmap/index/seat-index.js';
import { closestSeat, pointInPolygon, SeatScan, seatContains } from '../../../src/seatmap/model/hit-test.js';
import { generateVenue } from '../../../src/domain/venue/generate-shapes.js';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { mulberry32 } from '../../../src/domain/venue/prng.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { gridGeometry } from './fixture.js';

describe('hit test helpers', () => {
  it('hits a seat within its radius, edge included', () => {
    expect(seatContains(0, 0, 0.5, 0.3, 0.4)).toBe(true);
    expect(seatContains(0, 0, 0.5, 0.31, 0.4)).toBe(false);
  });

  it('picks the closest candidate within the radius', () => {
    const x = Float32Array.from([0, 1, 2]);
    const y = Float32Array.from([0, 0, 0]);
    expect(closestSeat(x, y, [0, 1, 2], 1.2, 0, 0.45)).toBe(1);
    expect(closestSeat(x, y, [0, 2], 1.2, 0, 0.45)).toBe(-1);
    expect(closestSeat(x, y, [2, 1], 1.5, 0, 0.6)).toBe(1);
  });

  it('tests points against concave polygons', () => {
    const l = [0, 0, 4, 0, 4, 1, 1, 1, 1, 4, 0, 4];
    expect(pointInPolygon(l, 0.5, 3)).toBe(true);
    expect(pointInPolygon(l, 3, 3)).toBe(false);
    expect(pointInPolygon(l, 3, 0.5)).toBe(true);
    expect(pointInPolygon([0, 0, 1, 1], 0.5, 0.5)).toBe(false);
  });
});

describe('SeatIndex', () => {
  const geometry = gridGeometry([{ rows: 3, seatsPerRow: 4 }, { rows: 2, seatsPerRow: 2 }]);

  it('finds the seat under the pointer and nothing between seats', () => {
    const index = createSeatIndex(geometry);
    expect(index.size).toBe(geometry.seatCount);
    expect(index.hitAt(2.1, 1.9)).toBe(5); // row 2, column 2 at (2, 2)
    expect(index.hitAt(2.5, 2)).toBe(-1);
    expect(index.hitAt(-5, -5)).toBe(-1);
  });

  it('searches a rectangle for culling', () => {
    const index = createSeatIndex(geometry);
    expect(index.search(0.9, 0.9, 2.1, 1.1).sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it('supports upsert and remove', () => {
    const index = createSeatIndex(geometry);
    index.upsert({ id: 0, minX: 99, minY: 99, maxX: 101, maxY: 101 });
    expect(index.size).toBe(geometry.seatCount);
    expect(index.search(0.9, 0.9, 1.1, 1.1)).toEqual([]);
    expect(index.search(100, 100, 100, 100)).toEqual([0]);
    expect(index.remove(0)).toBe(true);
    expect(index.remove(0)).toBe(false);
    expect(index.size).toBe(geometry.seatCount - 1);
    expect(index.search(100, 100, 100, 100)).toEqual([]);
    index.upsert({ id: 500, minX: 0, minY: 0, maxX: 1, maxY: 1 });
    expect(index.size).toBe(geometry.seatCount);
  });

  it('returns the closest exact hit among overlapping boxes', () => {
    const index = new SeatIndex((id, px) => Math.abs(px - id) < 2 ? (px - id) ** 2 : Infinity);
    index.load([0, 1, 2, 3].map((id) => ({ id, minX: id - 2, minY: -1, maxX: id + 2, maxY: 1 })));
    expect(index.hitAt(2.2, 0)).toBe(2);
    expect(index.hitAt(9, 0)).toBe(-1);
  });

  it('finds blocks by their contour', () => {
    const blocks = createBlockIndex(geometry);
    expect(blocks.hitAt(2, 2)).toBe(0);
    expect(blocks.hitAt(8, 1)).toBe(1);
    expect(blocks.hitAt(5.5, 1)).toBe(-1); // the gap between blocks
  });

  it('widens the seat hit by the tolerance (touch slop)', () => {
    const index = createSeatIndex(geometry);
    expect(index.hitAt(2.5, 1.6)).toBe(-1);
    expect(index.hitAt(2.5, 1.6, 0.2)).toBe(5); // equidistant from seats 5 and 6: the lower id wins
  });

  it('answers like a sorted rbush load after an ordered load, and stays editable', () => {
    const stadium = geometryFromVenue(generateStadium({ seed: 9, targetSeats: 3000 }));
    const ordered = createSeatIndex(stadium);
    const r = stadium.seatRadius;
    const sorted = new SeatIndex((id, px, py) => ((px - stadium.x[id]!) ** 2 + (py - stadium.y[id]!) ** 2 <= r * r ? 0 : Infinity));
    sorted.load(Array.from({ length: stadium.seatCount }, (_, i) => ({ id: i, minX: stadium.x[i]! - r, minY: stadium.y[i]! - r, maxX: stadium.x[i]! + r, maxY: stadium.y[i]! + r })));
    const random = mulberry32(1);
    const [minX, minY, maxX, maxY] = stadium.bounds;
    for (let q = 0; q < 200; q++) {
      const x0 = minX + random() * (maxX - minX);
      const y0 = minY + random() * (maxY - minY);
      const w = random() * 20;
      const byOrder = ordered.search(x0, y0, x0 + w, y0 + w).sort((a, b) => a - b);
      expect(byOrder).toEqual(sorted.search(x0, y0, x0 + w, y0 + w).sort((a, b) => a - b));
    }
    expect(ordered.search(minX, minY, maxX, maxY)).toHaveLength(stadium.seatCount);
    expect(ordered.remove(17)).toBe(true);
    expect(ordered.hitAt(stadium.x[17]!, stadium.y[17]!)).toBe(-1);
    ordered.upsert({ id: 17, minX: stadium.x[17]! - r, minY: stadium.y[17]! - r, maxX: stadium.x[17]! + r, maxY: stadium.y[17]! + r });
    expect(ordered.hitAt(stadium.x[17]!, stadium.y[17]!)).toBe(17);
  });

  it('handles empty and duplicate-id ordered loads', () => {
    const index = new SeatIndex(() => 0);
    expect(index.loadOrdered([]).size).toBe(0);
    expect(index.search(-1e9, -1e9, 1e9, 1e9)).toEqual([]);
    index.loadOrdered([{ id: 1, minX: 0, minY: 0, maxX: 1, maxY: 1 }, { id: 1, minX: 5, minY: 5, maxX: 6, maxY: 6 }]);
    expect(index.size).toBe(1);
    expect(index.search(-1e9, -1e9, 1e9, 1e9)).toEqual([1]);
    expect(index.search(0, 0, 1, 1)).toEqual([]);
  });
});

describe('SeatRunFinder', () => {
  it('answers exactly as a scan of every seat, on curved rows too, with and without touch slop', () => {
    for (const shape of ['bowl', 'horseshoe'] as const) {
      const venue = geometryFromVenue(generateVenue({ shape, seed: 5, targetSeats: 4000 }), 1, `finder-${shape}`);
      const finder = new SeatRunFinder(venue);
      const scan = new SeatScan(venue);
      const random = mulberry32(3);
      let hits = 0;
      for (let q = 0; q < 3000; q++) {
        // Around a seat, so that most points hit one and many fall between neighbours.
        const seat = Math.floor(random() * venue.seatCount);
        const px = venue.x[seat]! + (random() - 0.5) * 4 * venue.seatRadius;
        const py = venue.y[seat]! + (random() - 0.5) * 4 * venue.seatRadius;
        const tolerance = q % 3 === 0 ? 0 : random() * venue.seatRadius;
        const expected = scan.hitAt(px, py, tolerance);
        expect(finder.hitAt(px, py, tolerance)).toBe(expected);
        if (expected >= 0) hits++;
      }
      expect(hits).toBeGreaterThan(500);
    }
  });

  it('holds runs of at most eight seats of one row: an eighth of the entries of a seat tree', () => {
    const venue = geometryFromVenue(generateVenue({ shape: 'theatre', seed: 2, targetSeats: 3000 }), 1, 'finder-theatre');
    const finder = new SeatRunFinder(venue);
    let rows = 1;
    for (let i = 1; i < venue.seatCount; i++) if (venue.row[i] !== venue.row[i - 1] || venue.blockIndex[i] !== venue.blockIndex[i - 1]) rows++;
    expect(finder.runs).toBeGreaterThanOrEqual(Math.max(rows, Math.ceil(venue.seatCount / 8)));
    expect(finder.runs).toBeLessThan(rows + venue.seatCount / 8);
  });

  it('breaks a tie between two seats towards the lower position, and finds nothing in an empty block', () => {
    const finder = new SeatRunFinder(geometry());
    expect(finder.hitAt(2.5, 1.6)).toBe(-1);
    expect(finder.hitAt(2.5, 1.6, 0.2)).toBe(5);
    expect(finder.hitAt(2.1, 1.9)).toBe(5);
    const empty = new SeatRunFinder({ seatCount: 0, x: new Float32Array(0), y: new Float32Array(0), seatRadius: 0.4, blockIndex: new Uint16Array(0), row: new Uint16Array(0) });
    expect(empty.runs).toBe(0);
    expect(empty.hitAt(0, 0, 1)).toBe(-1);
  });

  function geometry() {
    return gridGeometry([{ rows: 3, seatsPerRow: 4 }, { rows: 2, seatsPerRow: 2 }]);
  }
});
