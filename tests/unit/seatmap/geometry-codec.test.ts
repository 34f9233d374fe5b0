import { describe, expect, it } from 'vitest';
import { decodeGeometry, encodeGeometry, GeometryFormatError } from '../../../src/seatmap/model/geometry-codec.js';
import { buildGeometry, CATEGORY_FALLBACK_COLOURS, GeometryError, polygonCentroid } from '../../../src/seatmap/model/geometry-builder.js';
import { brotliCompressSync } from 'node:zlib';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { generateVenue } from '../../../src/domain/venue/generate-shapes.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

describe('geometry builder', () => {
  it('builds contiguous block ranges, dictionaries and bounds', () => {
    const g = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 1, seatsPerRow: 2, category: () => 2 }]);
    expect(g.seatCount).toBe(8);
    expect(g.blocks.map((b) => [b.seatStart, b.seatEnd])).toEqual([[0, 6], [6, 8]]);
    expect(g.rowNames).toEqual(['A', 'B']);
    expect(g.seatNumbers).toEqual(['1', '2', '3']);
    expect(g.rowNames[g.rowNameIndex[4]!]).toBe('B');
    expect(g.categories[g.categoryIndex[7]!]!.id).toBe(2);
    expect(g.categories[1]!.color).toBe(CATEGORY_FALLBACK_COLOURS[0]);
    expect(g.bounds).toEqual([0, 0, 9, 3]);
    expect(g.seatRadius).toBeCloseTo(0.45);
    expect(g.blocks[0]!.centroid).toEqual([2, 1.5]);
  });

  it('rejects seats of a block that are not contiguous', () => {
    const seat = { categoryId: 1, row: 1, column: 1, rowName: 'A', seatNumber: '1', x: 0, y: 0 };
    expect(() =>
      buildGeometry({
        arenaId: 1,
        version: 'v',
        stands: [{ id: 1, name: 'S' }],
        blocks: [
          { id: 1, standId: 1, name: 'a', isOpenSeating: false, contour: [0, 0, 1, 0, 1, 1] },
          { id: 2, standId: 1, name: 'b', isOpenSeating: false, contour: [0, 0, 1, 0, 1, 1] },
        ],
        categories: [{ id: 1, name: 'c', color: null }],
        seats: [
          { ...seat, id: 1, blockId: 1 },
          { ...seat, id: 2, blockId: 2 },
          { ...seat, id: 3, blockId: 1 },
        ],
      }),
    ).toThrow(GeometryError);
  });

  it('rejects a seat with an unknown category', () => {
    expect(() =>
      buildGeometry({
        arenaId: 1,
        version: 'v',
        stands: [],
        blocks: [],
        categories: [],
        seats: [{ id: 1, blockId: 9, categoryId: 1, row: 1, column: 1, rowName: 'A', seatNumber: '1', x: 0, y: 0 }],
      }),
    ).toThrow(/unknown block/);
  });

  it('falls back to the bbox centre for a degenerate contour', () => {
    expect(polygonCentroid([0, 0, 2, 0, 4, 0])).toEqual([2, 0]);
  });
});

describe('geometry codec', () => {
  it('round-trips every column and block field', () => {
    const g = gridGeometry([{ rows: 3, seatsPerRow: 4, category: (r) => r + 1, seatType: (r, c) => (r === 0 && c < 2 ? 1 : null) }, { rows: 2, seatsPerRow: 5, isOpenSeating: true }]);
    g.x[3] = 12.3456;
    g.y[3] = -4.25;
    const decoded = decodeGeometry(encodeGeometry(g));
    expect(decoded.seatCount).toBe(g.seatCount);
    expect(Array.from(decoded.seatId)).toEqual(Array.from(g.seatId));
    expect(decoded.x[3]).toBeCloseTo(12.346, 3);
    expect(decoded.y[3]).toBeCloseTo(-4.25, 5);
    for (const column of ['blockIndex', 'categoryIndex', 'seatTypeIndex', 'row', 'column', 'rowNameIndex', 'seatNumberIndex'] as const) {
      expect(Array.from(decoded[column]), column).toEqual(Array.from(g[column]));
    }
    expect(decoded.rowNames).toEqual(g.rowNames);
    expect(decoded.seatNumbers).toEqual(g.seatNumbers);
    expect(decoded.categories).toEqual(g.categories);
    // Only the seat types some seat has travel; seats 0 and 1 are wheelchair spaces.
    expect(decoded.seatTypes).toEqual([{ id: 1, code: 'reduced_mobility', name: 'Wheelchair space' }]);
    expect(Array.from(decoded.seatTypeIndex.subarray(0, 4))).toEqual([1, 1, 0, 0]);
    expect(decoded.blocks[1]).toMatchObject({ id: 101, isOpenSeating: true, seatStart: 12, seatEnd: 22, standName: 'North' });
    expect(Array.from(decoded.blocks[0]!.contour)).toEqual(Array.from(g.blocks[0]!.contour));
    expect(decoded.version).toBe('v1');
    expect(decoded.seatRadius).toBeCloseTo(g.seatRadius);
  });

  it('decodes from an unaligned view into a larger buffer and gives every column its own buffer', () => {
    const g = gridGeometry([{ rows: 2, seatsPerRow: 3 }]);
    const payload = encodeGeometry(g);
    const padded = new Uint8Array(payload.length + 3);
    padded.set(payload, 3);
    const decoded = decodeGeometry(padded.subarray(3));
    expect(Array.from(decoded.seatId)).toEqual(Array.from(g.seatId));
    expect(decoded.x.buffer).not.toBe(decoded.y.buffer);
  });

  it('decodes a Node Buffer that shares a pooled ArrayBuffer', () => {
    const g = gridGeometry([{ rows: 2, seatsPerRow: 3 }]);
    const pooled = Buffer.concat([Buffer.from('xyz'), Buffer.from(encodeGeometry(g))]).subarray(3);
    expect(Array.from(decodeGeometry(pooled).seatId)).toEqual(Array.from(g.seatId));
  });

  it('reads a format 2 payload (no seat type column) with every seat ordinary', () => {
    const g = gridGeometry([{ rows: 2, seatsPerRow: 3, seatType: () => 2 }]);
    const payload = encodeGeometry(g, 3);
    const format2 = payload.slice(0, payload.length - g.seatCount);
    format2[3] = 2;
    const decoded = decodeGeometry(format2);
    expect(Array.from(decoded.seatId)).toEqual(Array.from(g.seatId));
    expect(Array.from(decoded.seatTypeIndex)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('encodes an empty venue', () => {
    const g = gridGeometry([]);
    expect(decodeGeometry(encodeGeometry(g)).seatCount).toBe(0);
  });

  it('rejects foreign, truncated and future payloads', () => {
    const payload = encodeGeometry(gridGeometry([{ rows: 2, seatsPerRow: 3 }]));
    expect(() => decodeGeometry(new Uint8Array([1, 2, 3]))).toThrow(GeometryFormatError);
    expect(() => decodeGeometry(new TextEncoder().encode('{"json":true}'))).toThrow(/not a seat map/);
    expect(() => decodeGeometry(payload.subarray(0, payload.length - 1))).toThrow(/truncated/);
    const future = payload.slice();
    future[3] = 99;
    expect(() => decodeGeometry(future)).toThrow(/unsupported/);
  });
});

describe('geometry from a venue file', () => {
  it('follows file order like the importer and round-trips through the codec', () => {
    const venue = generateStadium({ seed: 5, targetSeats: 1500 });
    const g = geometryFromVenue(venue);
    const firstBlock = venue.stands[0]!.blocks[0]!;
    expect(g.blocks[0]!.name).toBe(firstBlock.name);
    expect(g.rowNames[g.rowNameIndex[0]!]).toBe(firstBlock.rows[0]!.name);
    expect(g.x[0]).toBeCloseTo(firstBlock.rows[0]!.seats[0]!.x, 4);
    expect(g.blocks.at(-1)!.seatEnd).toBe(g.seatCount);
    expect(decodeGeometry(encodeGeometry(g)).seatCount).toBe(g.seatCount);
  });
});

/** The payload as format 1 stored it: the coordinate columns as plain first differences. */
function asFormat1(payload: Uint8Array, geometry: SeatMapGeometry): Uint8Array {
  const n = geometry.seatCount;
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const columns = Math.ceil((8 + view.getUint32(4, true)) / 4) * 4;
  const old = payload.slice();
  old[3] = 1;
  [geometry.x, geometry.y].forEach((column, c) => {
    const deltas = new Int32Array(n);
    let previous = 0;
    for (let i = 0; i < n; i++) {
      const value = Math.round(column[i]! * 1000);
      deltas[i] = value - previous;
      previous = value;
    }
    old.set(new Uint8Array(deltas.buffer), columns + n * 4 * (1 + c));
  });
  return old;
}

describe('geometry payload format 2 (curved rows)', () => {
  const geometry = geometryFromVenue(generateVenue({ shape: 'horseshoe', seed: 3, targetSeats: 20_000 }));
  const payload = encodeGeometry(geometry);

  it('still reads a format 1 payload, as a browser may have cached one', () => {
    const fromOld = decodeGeometry(asFormat1(payload, geometry));
    const fromNew = decodeGeometry(payload);
    expect(Array.from(fromOld.x)).toEqual(Array.from(fromNew.x));
    expect(Array.from(fromOld.y)).toEqual(Array.from(fromNew.y));
    for (let i = 0; i < geometry.seatCount; i += 97) {
      expect(fromNew.x[i]).toBeCloseTo(geometry.x[i]!, 3);
      expect(fromNew.y[i]).toBeCloseTo(geometry.y[i]!, 3);
    }
  });

  it('compresses curved rows smaller than format 1 did', () => {
    const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes).length;
    expect(brotli(payload)).toBeLessThan(brotli(asFormat1(payload, geometry)));
  });
});

describe('geometry payload format 4 (coordinates predicted from the rows)', () => {
  const venues = (seats: number) => (['bowl', 'horseshoe', 'theatre', 'arena'] as const).map((shape) => ({ shape, geometry: geometryFromVenue(generateVenue({ shape, seed: 11, targetSeats: seats })) }));
  const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes).length;
  const expectSameSeats = (decoded: SeatMapGeometry, geometry: SeatMapGeometry) => {
    for (let i = 0; i < geometry.seatCount; i++) {
      if (Math.abs(decoded.x[i]! - geometry.x[i]!) > 0.0005 || Math.abs(decoded.y[i]! - geometry.y[i]!) > 0.0005) {
        throw new Error(`seat ${i} moved: ${decoded.x[i]},${decoded.y[i]} against ${geometry.x[i]},${geometry.y[i]}`);
      }
    }
    expect(Array.from(decoded.row)).toEqual(Array.from(geometry.row));
    expect(Array.from(decoded.blockIndex)).toEqual(Array.from(geometry.blockIndex));
  };

  it('round-trips every venue shape to the thousandth of a unit, and still reads format 3', () => {
    for (const { geometry } of venues(6_000)) {
      expectSameSeats(decodeGeometry(encodeGeometry(geometry)), geometry);
      expectSameSeats(decodeGeometry(encodeGeometry(geometry, 3)), geometry);
    }
  });

  it('restores any seat order and coordinates far apart exactly (the prediction wraps at 32 bits)', () => {
    const g = gridGeometry([{ rows: 3, seatsPerRow: 4 }, { rows: 2, seatsPerRow: 1 }]);
    // Rows revisited out of order, a block met twice, and coordinates whose predictions overflow 32 bits.
    g.row.set([1, 2, 1, 3, 3, 2, 1, 1, 2, 3, 1, 2, 1, 2]);
    g.blockIndex.set([0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1]);
    g.x.set([900_000, -900_000, 900_000, -900_000, 0.001, 2_000, -0.002, 899_999.5, -899_999.5, 3, 4, 5, 6, 7]);
    g.y.set([-1, 1, -2, 2, -3, 3, 500_000, -500_000, 0, 0, 0.25, 0.5, 0.75, 1]);
    const decoded = decodeGeometry(encodeGeometry(g));
    expect(Array.from(decoded.x)).toEqual(Array.from(g.x, (v) => Math.fround(Math.round(v * 1000) / 1000)));
    expect(Array.from(decoded.y)).toEqual(Array.from(g.y, (v) => Math.fround(Math.round(v * 1000) / 1000)));
  });

  it('compresses every shape at least a tenth smaller than format 3 (a fifth for curved rows)', () => {
    for (const { shape, geometry } of venues(10_000)) {
      const [now, before] = [brotli(encodeGeometry(geometry)), brotli(encodeGeometry(geometry, 3))];
      expect(now, shape).toBeLessThan(before * (shape === 'horseshoe' || shape === 'theatre' ? 0.8 : 0.9));
    }
  });
});
