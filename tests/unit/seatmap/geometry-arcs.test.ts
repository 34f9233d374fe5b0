import { beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { generateVenue, VENUE_SHAPES } from '../../../src/domain/venue/generate-shapes.js';
import { buildGeometry } from '../../../src/seatmap/model/geometry-builder.js';
import type { GeometryRows } from '../../../src/seatmap/model/geometry-builder.js';
import { decodeGeometry, encodeGeometry, GeometryFormatError } from '../../../src/seatmap/model/geometry-codec.js';
import { encodeRowCoordinates, ROW_ARC } from '../../../src/seatmap/model/row-arc-coding.js';
import { rowResiduals } from '../../../src/seatmap/model/row-prediction.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';

/** What every format since 1 restores: the coordinate to the thousandth of a unit, as a float32. */
const stored = (column: Float32Array) => Array.from(column, (v) => Math.fround(Math.round(v * 1000) / 1000));

function expectIdentical(decoded: SeatMapGeometry, geometry: SeatMapGeometry, label: string): void {
  // One comparison of the whole column: a per-seat expect would take minutes at 150k seats.
  const [x, y] = [stored(geometry.x), stored(geometry.y)];
  const moved = x.findIndex((v, i) => v !== decoded.x[i] || y[i] !== decoded.y[i]);
  expect(moved, `${label}: first seat that moved`).toBe(-1);
  expect(decoded.seatCount, label).toBe(geometry.seatCount);
}

/** A venue of hand-made rows, each [block, seats]; coordinates in metres. */
function handMade(rows: [number, [number, number][]][]): SeatMapGeometry {
  const blockIds = [...new Set(rows.map(([block]) => block))];
  const venue: GeometryRows = {
    arenaId: 3,
    version: 'odd',
    stands: [{ id: 1, name: 'Odd' }],
    blocks: blockIds.map((id) => ({ id, standId: 1, name: `B${id}`, isOpenSeating: false, contour: [-1000, -1000, 1000, -1000, 1000, 1000] })),
    categories: [{ id: 1, name: 'Cat 1', color: null }],
    seats: [],
  };
  let id = 1;
  const rowInBlock = new Map<number, number>();
  for (const [block, seats] of rows) {
    const row = (rowInBlock.get(block) ?? 0) + 1;
    rowInBlock.set(block, row);
    seats.forEach(([x, y], k) => venue.seats.push({ id: id++, blockId: block, categoryId: 1, row, column: k + 1, rowName: String(row), seatNumber: String(k + 1), x, y }));
  }
  return buildGeometry(venue);
}

const cm = (v: number) => Math.round(v * 100) / 100;
/** Seats `count` along an arc of radius `radius` round (cx, cy), from angle `from` by `step` radians. */
const arc = (cx: number, cy: number, radius: number, from: number, step: number, count: number, round = cm): [number, number][] =>
  Array.from({ length: count }, (_, k) => [round(cx + radius * Math.cos(from + k * step)), round(cy + radius * Math.sin(from + k * step))]);

describe('geometry format 5 (row arcs)', () => {
  it('round-trips every generated shape at several sizes exactly as format 4 did', () => {
    for (const seats of [1_500, 12_000, 40_000]) {
      for (const shape of VENUE_SHAPES) {
        const geometry = geometryFromVenue(generateVenue({ shape, seed: seats % 97, targetSeats: seats }));
        const payload = encodeGeometry(geometry);
        expect(payload[3]).toBe(5);
        expectIdentical(decodeGeometry(payload), geometry, `${shape} ${seats}`);
        expectIdentical(decodeGeometry(encodeGeometry(geometry, 4)), geometry, `${shape} ${seats} format 4`);
      }
    }
  });

  it('round-trips odd rows: single seats, straight, with gaps, backwards, a whole circle, far away, off any grid', () => {
    const geometry = handMade([
      [1, [[1, 2]]],
      [1, [[1.5, 2.8]]],
      [1, [[2, 3.6], [2.5, 3.6]]],
      // Straight rows at 30 degrees, on the centimetre grid.
      ...Array.from({ length: 4 }, (_, r): [number, [number, number][]] => [2, Array.from({ length: 20 }, (_, k): [number, number] => [cm(10 + k * 0.5 * Math.cos(0.52) - r * 0.8 * Math.sin(0.52)), cm(5 + k * 0.5 * Math.sin(0.52) + r * 0.8 * Math.cos(0.52))])]),
      // Concentric arcs, one with a gap of three seats, then one whose seats go backwards.
      [3, arc(0, 0, 40, 1, 0.0125, 30)],
      [3, [...arc(0, 0, 40.8, 1, 0.01225, 10), ...arc(0, 0, 40.8, 1 + 13 * 0.01225, 0.01225, 15)]],
      [3, arc(0, 0, 41.6, 1.4, -0.012, 30)],
      [4, arc(7.25, -3.5, 5, 0, Math.PI / 18, 36)],
      [4, arc(900_000, -450_000, 120, 2, 0.004, 25)],
      [4, arc(-12.3, 45.6, 60, -2.5, 0.008, 25, (v) => v)],
      [4, Array.from({ length: 12 }, (_, k): [number, number] => [cm(Math.sin(k * 7.1) * 30), cm(Math.cos(k * 3.3) * 30)])],
      [4, Array.from({ length: 5 }, (): [number, number] => [3, 3])],
    ]);
    expectIdentical(decodeGeometry(encodeGeometry(geometry)), geometry, 'odd rows');
    expect(Array.from(decodeGeometry(encodeGeometry(geometry)).row)).toEqual(Array.from(geometry.row));
  });

  it('puts the seats of curved rows on their arc: their residuals are zero', () => {
    const rows = Array.from({ length: 8 }, (_, r): [number, [number, number][]] => [1, arc(0, 0, 30 + r * 0.8, 0.6 + r * 0.001, 0.5 / (30 + r * 0.8), 40)]);
    const geometry = handMade(rows);
    const quantized = (column: Float32Array) => Int32Array.from(column, (v) => Math.round(v * 1000));
    const coded = encodeRowCoordinates(quantized(geometry.x), quantized(geometry.y), geometry.row, geometry.blockIndex);
    expect(Array.from(coded.kinds)).toEqual(Array(8).fill(ROW_ARC));
    const nonZero = (values: Int32Array[]) => values.flatMap((column) => Array.from(column)).filter((v) => v !== 0).length;
    const rowPredicted = [rowResiduals(quantized(geometry.x), geometry.row, geometry.blockIndex), rowResiduals(quantized(geometry.y), geometry.row, geometry.blockIndex)];
    // Format 4's prediction leaves the rounding in most seats; the arcs in hardly any.
    expect(nonZero(rowPredicted)).toBeGreaterThan(geometry.seatCount);
    expect(nonZero([coded.x, coded.y])).toBeLessThan(geometry.seatCount * 2 * 0.05);
    expectIdentical(decodeGeometry(encodeGeometry(geometry)), geometry, 'arcs');
  });

  it('rejects malformed row models', () => {
    const geometry = handMade([[1, arc(0, 0, 20, 0, 0.025, 20)], [1, arc(0, 0, 20.8, 0, 0.024, 20)]]);
    const payload = encodeGeometry(geometry);
    const truncated = payload.subarray(0, payload.length - 1);
    expect(() => decodeGeometry(truncated)).toThrow(GeometryFormatError);
    const badKind = payload.slice();
    const kindsAt = payload.length - 4 * 6 * 2 - 2;
    expect(Array.from(badKind.subarray(kindsAt, kindsAt + 2))).toEqual([ROW_ARC, ROW_ARC]);
    badKind[kindsAt] = 7;
    expect(() => decodeGeometry(badKind)).toThrow(/row models/);
  });
});

describe('geometry payload by venue shape at 150,000 seats', () => {
  const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  // Deterministic: a seeded venue and a deterministic encoder give the same bytes every run.
  let sizes: Record<string, number> = {};
  beforeAll(() => {
    sizes = Object.fromEntries(VENUE_SHAPES.map((shape) => [shape, brotli(encodeGeometry(geometryFromVenue(generateVenue({ shape, seed: 42, targetSeats: 150_000 }))))]));
  }, 120_000);

  it('keeps the curved-row horseshoe within 1.3x of the bowl', () => {
    expect(sizes.horseshoe! / sizes.bowl!).toBeLessThanOrEqual(1.3);
  });

  it('keeps every shape within 90 KiB', () => {
    for (const shape of VENUE_SHAPES) expect(sizes[shape], shape).toBeLessThanOrEqual(90 * 1024);
  });
});
