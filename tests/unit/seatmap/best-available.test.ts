import { describe, expect, it } from 'vitest';
import { bestAvailable, cheapestPaidPrices } from '../../../src/seatmap/model/best-available.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

const S = SeatStatus;
/** One block, one row per string: '.' free, 'x' sold, 'r' resale, 'h' on hold. */
function venue(rows: string[], category: (row: number, column: number) => number = () => 1) {
  const geometry = gridGeometry([{ rows: rows.length, seatsPerRow: rows[0]!.length, category }]);
  const codes: Record<string, number> = { '.': S.Available, x: S.Sold, r: S.Resale, h: S.OnHold };
  const status = Uint8Array.from(rows.join('').split(''), (ch) => codes[ch]!);
  return { geometry, status };
}
const columns = (g: ReturnType<typeof venue>['geometry'], seats: number[]) => seats.map((i) => [g.row[i], g.column[i]]);

describe('best available', () => {
  it('finds N adjacent seats in one row', () => {
    const { geometry, status } = venue(['x.x.x.', '......']);
    const result = bestAvailable(geometry, status, { count: 3, focus: [0, 2] });
    expect(result.adjacent).toBe(true);
    expect(result.notice).toBe(false);
    expect(columns(geometry, result.seatIndexes)).toEqual([[2, 1], [2, 2], [2, 3]]);
  });

  it('leaves no single orphan seat at a row end when it can be avoided', () => {
    // 4 free seats (cols 2-5), 2 wanted: the centred pair (cols 3-4) is closest to the focus but
    // strands cols 2 and 5; only a pair at either end of the run is clean.
    const { geometry, status } = venue(['x....x']);
    const result = bestAvailable(geometry, status, { count: 2, focus: [3.5, 1] });
    const picked = columns(geometry, result.seatIndexes).map(([, c]) => c);
    expect([[2, 3], [4, 5]]).toContainEqual(picked);
    expect(result.notice).toBe(false);
  });

  it('prefers an orphan-free group over a closer one that strands a seat', () => {
    const { geometry, status } = venue(['...x......', 'x...x.....']);
    // The focus sits on row 2 cols 2-3, but both 3-seat runs (row 1 cols 1-3, row 2 cols 2-4)
    // would strand a seat; the closest clean pair is row 1 cols 5-6.
    const result = bestAvailable(geometry, status, { count: 2, focus: [2.5, 2] });
    expect(columns(geometry, result.seatIndexes)).toEqual([[1, 5], [1, 6]]);
    expect(result.notice).toBe(false);
  });

  it('accepts a stranded seat when every group would strand one', () => {
    const { geometry, status } = venue(['x...x']);
    const result = bestAvailable(geometry, status, { count: 2 });
    expect(result.adjacent).toBe(true);
    expect(result.seatIndexes).toHaveLength(2);
  });

  it('tries the cheapest category first and honours the category filter', () => {
    const { geometry, status } = venue(['....', '....'], (row) => (row === 0 ? 1 : 2));
    const prices = new Map([[1, 5000], [2, 3000]]);
    const cheapest = bestAvailable(geometry, status, { count: 2, categoryPrices: prices });
    expect(cheapest.categoryId).toBe(2);
    const filtered = bestAvailable(geometry, status, { count: 2, categoryPrices: prices, categoryIds: [1] });
    expect(filtered.categoryId).toBe(1);
    expect(filtered.seatIndexes.every((i) => geometry.row[i] === 1)).toBe(true);
  });

  it('skips categories without offers when prices are given', () => {
    const { geometry, status } = venue(['....', '....'], (row) => (row === 0 ? 1 : 2));
    expect(bestAvailable(geometry, status, { count: 2, categoryPrices: new Map([[1, 5000]]) }).categoryId).toBe(1);
  });

  it('never mixes categories in one adjacent group', () => {
    const { geometry, status } = venue(['....'], (_r, c) => (c < 2 ? 1 : 2));
    const result = bestAvailable(geometry, status, { count: 3 });
    expect(result.adjacent).toBe(false);
    expect(result.notice).toBe(true);
  });

  it('respects the resale filter and seats already chosen', () => {
    const { geometry, status } = venue(['rr..']);
    expect(bestAvailable(geometry, status, { count: 2, resaleFilter: 'resale' }).seatIndexes).toEqual([0, 1]);
    expect(bestAvailable(geometry, status, { count: 2, resaleFilter: 'standard' }).seatIndexes).toEqual([2, 3]);
    const excluded = bestAvailable(geometry, status, { count: 2, resaleFilter: 'standard', exclude: new Set([2]) });
    expect(excluded.adjacent).toBe(false);
  });

  it('does not treat a gap in column numbers (an aisle) as adjacency', () => {
    const geometry = gridGeometry([{ rows: 1, seatsPerRow: 4 }]);
    geometry.column.set([1, 2, 5, 6]);
    const status = new Uint8Array(4);
    const result = bestAvailable(geometry, status, { count: 3 });
    expect(result.adjacent).toBe(false);
    const pair = bestAvailable(geometry, status, { count: 2, focus: [0, 0] });
    expect(pair.seatIndexes).toEqual([0, 1]);
  });

  it('falls back to the closest scattered seats with a notice', () => {
    const { geometry, status } = venue(['.x.x.x', 'xxxxxx', '.x.x.x']);
    const result = bestAvailable(geometry, status, { count: 3, focus: [1, 1] });
    expect(result).toMatchObject({ adjacent: false, notice: true, categoryId: 1 });
    expect(columns(geometry, result.seatIndexes)).toEqual([[1, 1], [1, 3], [3, 1]]);
  });

  it('gives fewer seats with a notice when not enough are left, and nothing when none are', () => {
    const { geometry, status } = venue(['x.x.x']);
    expect(bestAvailable(geometry, status, { count: 3 })).toMatchObject({ seatIndexes: [1, 3], notice: true });
    const sold = venue(['xxx']);
    expect(bestAvailable(sold.geometry, sold.status, { count: 1 })).toEqual({ seatIndexes: [], categoryId: null, adjacent: false, notice: true });
  });

  it('never uses open-seating blocks and answers nothing for N <= 0', () => {
    const geometry = gridGeometry([{ rows: 1, seatsPerRow: 4, isOpenSeating: true }]);
    const status = new Uint8Array(4);
    expect(bestAvailable(geometry, status, { count: 2 }).seatIndexes).toEqual([]);
    const open = venue(['....']);
    expect(bestAvailable(open.geometry, open.status, { count: 0 })).toMatchObject({ seatIndexes: [], notice: false });
  });

  it('never hands out a wheelchair space unasked: it breaks a run like a taken seat', () => {
    // Row of 6 with wheelchair spaces at both ends; a restricted-view seat stays eligible.
    const geometry = gridGeometry([{ rows: 1, seatsPerRow: 6, seatType: (_r, c) => (c === 0 || c === 5 ? 1 : c === 4 ? 2 : null) }]);
    const status = new Uint8Array(6);
    expect(bestAvailable(geometry, status, { count: 4, focus: [0, 0] }).seatIndexes).toEqual([1, 2, 3, 4]);
    const scattered = bestAvailable(geometry, status, { count: 5 });
    expect(scattered.seatIndexes).toEqual([1, 2, 3, 4]);
    expect(scattered.notice).toBe(true);
  });

  it('can be restricted to some blocks', () => {
    const geometry = gridGeometry([{ rows: 1, seatsPerRow: 3 }, { rows: 1, seatsPerRow: 3 }]);
    const status = new Uint8Array(6);
    expect(bestAvailable(geometry, status, { count: 3, blockIndexes: [1] }).seatIndexes).toEqual([3, 4, 5]);
  });
});

describe('best available prices and filters', () => {
  // Row A category 1 (VIP, 90.00 full, free child rate), row B category 2 (30.00 full, free child rate).
  const offers = [
    { categoryId: 1, price: 9000, availability: 10 },
    { categoryId: 1, price: 0, availability: 10 },
    { categoryId: 2, price: 3000, availability: 10 },
    { categoryId: 2, price: 0, availability: 10 },
    { categoryId: 3, price: 500, availability: 0 },
  ];

  it('ranks categories by the cheapest paid rate, never by a free one', () => {
    expect([...cheapestPaidPrices(offers)]).toEqual([[1, 9000], [2, 3000]]);
  });

  it('picks the cheaper category although a free rate makes both cost nothing', () => {
    const { geometry, status } = venue(['......', '......'], (row) => row + 1);
    const result = bestAvailable(geometry, status, { count: 2, categoryPrices: cheapestPaidPrices(offers) });
    expect(result.categoryId).toBe(2);
    expect(result.seatIndexes.every((i) => geometry.row[i] === 2)).toBe(true);
  });

  it('honours the resale filter: resale seats only, or none', () => {
    const { geometry, status } = venue(['..rr..', '......']);
    const resale = bestAvailable(geometry, status, { count: 2, resaleFilter: 'resale' });
    expect(resale.seatIndexes.map((i) => status[i])).toEqual([S.Resale, S.Resale]);
    const standard = bestAvailable(geometry, status, { count: 2, resaleFilter: 'standard' });
    expect(standard.seatIndexes.every((i) => status[i] === S.Available)).toBe(true);
  });
});
